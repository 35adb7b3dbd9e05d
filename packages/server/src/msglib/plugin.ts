import {
  Category,
  MsglibGroup,
  MsglibGroupInput,
  Sentence,
  SentenceInput,
  SentenceSearchRequest,
  SentenceSearchResponse,
  Subcategory,
} from '@omnicanal/api';
import * as v from 'valibot';
import { notFound } from '../http/errors.ts';
import { IdParams, type ServicePlugin } from '../http/valibot.ts';
import {
  findCategory,
  findSentence,
  findSubcategory,
  libraryTree,
  matchSentences,
  saveCategory,
  saveSentence,
  saveSubcategory,
  usableSentences,
} from './repo.ts';
import { checkCompanyScope, MANAGER, MEMBER, memberOf } from './scope.ts';

const TreeQuery = v.object({
  skill: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))),
});

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter(Number.isInteger) : []);

const item = (row: { id: number; label: string; skills: unknown; subaccounts: unknown }) => ({
  id: row.id,
  label: row.label,
  skills: ids(row.skills),
  subaccounts: ids(row.subaccounts),
});

/** Both spellings of a collection path: the spec writes the trailing slash. */
const both = (path: string) => [path, `${path}/`];

/** Managers and above write the library. */
const WRITER = { ...MANAGER, denied: 'Only managers and above may change the message library.' };

const CategoryParams = IdParams('c');
const SubcategoryParams = IdParams('c', 's');
const SentenceParams = IdParams('c', 's', 'id');

/**
 * The message library (spec 002 §3, §7), mounted under /api/msglib: agents read the tree and search
 * the sentences of their skills; managers and above write categories, subcategories and sentences.
 * Every id is looked up inside the caller's company, so another company's items are not found.
 */
export const msglibPlugin: ServicePlugin = async (app) => {
  const db = app.db;

  const category = async (companyId: number, c: number) => {
    const row = await findCategory(db, companyId, c);
    if (!row) throw notFound('category');
    return row;
  };
  const subcategory = async (companyId: number, params: { c: number; s: number }) => {
    const parent = await category(companyId, params.c);
    const row = await findSubcategory(db, companyId, parent.id, params.s);
    if (!row) throw notFound('subcategory');
    return row;
  };
  const sentence = async (companyId: number, params: { c: number; s: number; id: number }) => {
    const parent = await subcategory(companyId, params);
    const row = await findSentence(db, companyId, parent.id, params.id);
    if (!row) throw notFound('sentence');
    return { ...item(row), content: row.content };
  };

  for (const path of both('/categories')) {
    app.get(
      path,
      {
        config: MEMBER,
        schema: {
          summary: 'The message library as a tree: categories, subcategories and sentences.',
          description:
            'Agents read the items of their skills and those with no skill; `skill` keeps one skill’s.',
          querystring: TreeQuery,
          response: { 200: v.array(Category) },
        },
      },
      async (request) => libraryTree(db, await memberOf(db, request.actor), request.query.skill),
    );
    app.post(
      path,
      {
        config: WRITER,
        schema: {
          summary: 'Creates a category of the message library.',
          body: MsglibGroupInput,
          response: { 201: Category },
        },
      },
      async (request, reply) => {
        const { companyId } = request.actor;
        await checkCompanyScope(db, companyId, request.body);
        const id = await saveCategory(db, companyId, request.body);
        const row = await findCategory(db, companyId, id);
        if (!row) throw notFound('category');
        return reply.code(201).send({ ...item(row), subcategories: [] });
      },
    );
  }
  app.post(
    '/categories/:c',
    {
      config: WRITER,
      schema: {
        summary: 'Changes a category of the message library.',
        params: CategoryParams,
        body: MsglibGroupInput,
        response: { 200: MsglibGroup },
      },
    },
    async (request) => {
      const { companyId } = request.actor;
      const current = await category(companyId, request.params.c);
      await checkCompanyScope(db, companyId, request.body);
      await saveCategory(db, companyId, request.body, current.id);
      return item({ ...current, ...request.body });
    },
  );
  app.delete(
    '/categories/:c',
    {
      config: { ...WRITER, answers: 'no-content' },
      schema: {
        summary: 'Deletes a category of the message library, with everything in it.',
        params: CategoryParams,
      },
    },
    async (request, reply) => {
      const current = await category(request.actor.companyId, request.params.c);
      await db.deleteFrom('msglib_categories').where('id', '=', current.id).execute();
      return reply.code(204).send();
    },
  );

  for (const path of both('/categories/:c/subcategories')) {
    app.post(
      path,
      {
        config: WRITER,
        schema: {
          summary: 'Creates a subcategory in a category.',
          params: CategoryParams,
          body: MsglibGroupInput,
          response: { 201: Subcategory },
        },
      },
      async (request, reply) => {
        const { companyId } = request.actor;
        const parent = await category(companyId, request.params.c);
        await checkCompanyScope(db, companyId, request.body);
        const id = await saveSubcategory(db, companyId, parent.id, request.body);
        const row = await findSubcategory(db, companyId, parent.id, id);
        if (!row) throw notFound('subcategory');
        return reply.code(201).send({ ...item(row), sentences: [] });
      },
    );
  }
  app.post(
    '/categories/:c/subcategories/:s',
    {
      config: WRITER,
      schema: {
        summary: 'Changes a subcategory.',
        params: SubcategoryParams,
        body: MsglibGroupInput,
        response: { 200: MsglibGroup },
      },
    },
    async (request) => {
      const { companyId } = request.actor;
      const current = await subcategory(companyId, request.params);
      await checkCompanyScope(db, companyId, request.body);
      await saveSubcategory(db, companyId, current.category_id, request.body, current.id);
      return item({ ...current, ...request.body });
    },
  );
  app.delete(
    '/categories/:c/subcategories/:s',
    {
      config: { ...WRITER, answers: 'no-content' },
      schema: { summary: 'Deletes a subcategory, with its sentences.', params: SubcategoryParams },
    },
    async (request, reply) => {
      const current = await subcategory(request.actor.companyId, request.params);
      await db.deleteFrom('msglib_subcategories').where('id', '=', current.id).execute();
      return reply.code(204).send();
    },
  );

  for (const path of both('/categories/:c/subcategories/:s/sentences')) {
    app.post(
      path,
      {
        config: WRITER,
        schema: {
          summary: 'Creates a sentence in a subcategory.',
          params: SubcategoryParams,
          body: SentenceInput,
          response: { 201: Sentence },
        },
      },
      async (request, reply) => {
        const { companyId } = request.actor;
        const parent = await subcategory(companyId, request.params);
        await checkCompanyScope(db, companyId, request.body);
        const id = await saveSentence(db, companyId, parent.id, request.body);
        const row = await findSentence(db, companyId, parent.id, id);
        if (!row) throw notFound('sentence');
        return reply.code(201).send({ ...item(row), content: row.content });
      },
    );
  }
  app.get(
    '/categories/:c/subcategories/:s/sentences/:id',
    {
      config: WRITER,
      schema: {
        summary: 'One sentence, with its content.',
        params: SentenceParams,
        response: { 200: Sentence },
      },
    },
    async (request) => sentence(request.actor.companyId, request.params),
  );
  app.post(
    '/categories/:c/subcategories/:s/sentences/:id',
    {
      config: WRITER,
      schema: {
        summary: 'Changes a sentence.',
        params: SentenceParams,
        body: SentenceInput,
        response: { 200: Sentence },
      },
    },
    async (request) => {
      const { companyId } = request.actor;
      const current = await sentence(companyId, request.params);
      await checkCompanyScope(db, companyId, request.body);
      await saveSentence(db, companyId, request.params.s, request.body, current.id);
      return sentence(companyId, request.params);
    },
  );
  app.delete(
    '/categories/:c/subcategories/:s/sentences/:id',
    {
      config: { ...WRITER, answers: 'no-content' },
      schema: { summary: 'Deletes a sentence.', params: SentenceParams },
    },
    async (request, reply) => {
      const current = await sentence(request.actor.companyId, request.params);
      await db.deleteFrom('msglib_sentences').where('id', '=', current.id).execute();
      return reply.code(204).send();
    },
  );

  for (const path of both('/sentences/search')) {
    app.post(
      path,
      {
        config: MEMBER,
        schema: {
          summary: 'Searches the sentences the caller may use, a page at a time.',
          body: SentenceSearchRequest,
          response: { 200: SentenceSearchResponse },
        },
      },
      async (request): Promise<SentenceSearchResponse> => {
        const { query, skill, offset, limit } = request.body;
        const member = await memberOf(db, request.actor);
        const found = matchSentences(await usableSentences(db, member, skill), query);
        return {
          results: found.slice(offset, offset + limit),
          total: found.length,
          has_more: offset + limit < found.length,
        };
      },
    );
  }
};
