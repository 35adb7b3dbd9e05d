import {
  MsglibGroupInput,
  SentenceInput,
  SentenceSearchRequest,
  type SentenceSearchResponse,
} from '@omnicanal/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../context.ts';
import { notFound, parseBody } from '../http/errors.ts';
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
import { checkCompanyScope, idParam, requireManager, requireMember } from './scope.ts';

type Params = { c?: string; s?: string; id?: string };

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

/**
 * The message library (spec 002 §3, §7), mounted under /api/msglib: agents read the tree and search
 * the sentences of their skills; managers and above write categories, subcategories and sentences.
 * Every id is looked up inside the caller's company, so another company's items are not found.
 */
export function msglibRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const db = ctx.db;
    const params = (request: FastifyRequest) => request.params as Params;

    const category = async (request: FastifyRequest, companyId: number) => {
      const row = await findCategory(db, companyId, idParam(params(request).c, 'category'));
      if (!row) throw notFound('category');
      return row;
    };
    const subcategory = async (request: FastifyRequest, companyId: number) => {
      const parent = await category(request, companyId);
      const row = await findSubcategory(db, companyId, parent.id, idParam(params(request).s, 'subcategory'));
      if (!row) throw notFound('subcategory');
      return row;
    };
    const sentence = async (request: FastifyRequest, companyId: number) => {
      const parent = await subcategory(request, companyId);
      const row = await findSentence(db, companyId, parent.id, idParam(params(request).id, 'sentence'));
      if (!row) throw notFound('sentence');
      return { ...item(row), content: row.content };
    };

    for (const path of both('/categories')) {
      app.get(path, async (request) => {
        const member = await requireMember(db, request);
        const { skill } = parseBody(TreeQuery, request.query ?? {});
        return libraryTree(db, member, skill);
      });
      app.post(path, async (request, reply) => {
        const member = await requireManager(db, request, 'the message library');
        const input = parseBody(MsglibGroupInput, request.body);
        await checkCompanyScope(db, member.companyId, input);
        const id = await saveCategory(db, member.companyId, input);
        const row = await findCategory(db, member.companyId, id);
        return reply.code(201).send(row ? { ...item(row), subcategories: [] } : null);
      });
    }
    app.post('/categories/:c', async (request) => {
      const member = await requireManager(db, request, 'the message library');
      const current = await category(request, member.companyId);
      const input = parseBody(MsglibGroupInput, request.body);
      await checkCompanyScope(db, member.companyId, input);
      await saveCategory(db, member.companyId, input, current.id);
      return item({ ...current, ...input });
    });
    app.delete('/categories/:c', async (request, reply) => {
      const member = await requireManager(db, request, 'the message library');
      const current = await category(request, member.companyId);
      await db.deleteFrom('msglib_categories').where('id', '=', current.id).execute();
      return reply.code(204).send();
    });

    for (const path of both('/categories/:c/subcategories')) {
      app.post(path, async (request, reply) => {
        const member = await requireManager(db, request, 'the message library');
        const parent = await category(request, member.companyId);
        const input = parseBody(MsglibGroupInput, request.body);
        await checkCompanyScope(db, member.companyId, input);
        const id = await saveSubcategory(db, member.companyId, parent.id, input);
        const row = await findSubcategory(db, member.companyId, parent.id, id);
        return reply.code(201).send(row ? { ...item(row), sentences: [] } : null);
      });
    }
    app.post('/categories/:c/subcategories/:s', async (request) => {
      const member = await requireManager(db, request, 'the message library');
      const current = await subcategory(request, member.companyId);
      const input = parseBody(MsglibGroupInput, request.body);
      await checkCompanyScope(db, member.companyId, input);
      await saveSubcategory(db, member.companyId, current.category_id, input, current.id);
      return item({ ...current, ...input });
    });
    app.delete('/categories/:c/subcategories/:s', async (request, reply) => {
      const member = await requireManager(db, request, 'the message library');
      const current = await subcategory(request, member.companyId);
      await db.deleteFrom('msglib_subcategories').where('id', '=', current.id).execute();
      return reply.code(204).send();
    });

    for (const path of both('/categories/:c/subcategories/:s/sentences')) {
      app.post(path, async (request, reply) => {
        const member = await requireManager(db, request, 'the message library');
        const parent = await subcategory(request, member.companyId);
        const input = parseBody(SentenceInput, request.body);
        await checkCompanyScope(db, member.companyId, input);
        const id = await saveSentence(db, member.companyId, parent.id, input);
        const row = await findSentence(db, member.companyId, parent.id, id);
        return reply.code(201).send(row ? { ...item(row), content: row.content } : null);
      });
    }
    app.get('/categories/:c/subcategories/:s/sentences/:id', async (request) => {
      const member = await requireManager(db, request, 'the message library');
      return sentence(request, member.companyId);
    });
    app.post('/categories/:c/subcategories/:s/sentences/:id', async (request) => {
      const member = await requireManager(db, request, 'the message library');
      const current = await sentence(request, member.companyId);
      const input = parseBody(SentenceInput, request.body);
      await checkCompanyScope(db, member.companyId, input);
      const parent = idParam(params(request).s, 'subcategory');
      await saveSentence(db, member.companyId, parent, input, current.id);
      return sentence(request, member.companyId);
    });
    app.delete('/categories/:c/subcategories/:s/sentences/:id', async (request, reply) => {
      const member = await requireManager(db, request, 'the message library');
      const current = await sentence(request, member.companyId);
      await db.deleteFrom('msglib_sentences').where('id', '=', current.id).execute();
      return reply.code(204).send();
    });

    for (const path of both('/sentences/search')) {
      app.post(path, async (request): Promise<SentenceSearchResponse> => {
        const member = await requireMember(db, request);
        const { query, skill, offset, limit } = parseBody(SentenceSearchRequest, request.body);
        const found = matchSentences(await usableSentences(db, member, skill), query);
        return {
          results: found.slice(offset, offset + limit),
          total: found.length,
          has_more: offset + limit < found.length,
        };
      });
    }
  };
}
