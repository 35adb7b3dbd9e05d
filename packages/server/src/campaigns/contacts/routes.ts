import {
  AudienceSftpAccounts,
  type ContactImport,
  ContactList,
  ContactListInput,
  ContactListPage,
  ContactListQuery,
  ContactSearchInput,
  ContactSearchPage,
  ExtraDataKeys,
  ExtraDataKeysQuery,
  ExtraDataValues,
  ExtraDataValuesQuery,
  ContactImport as ImportSchema,
} from '@omnicanal/api';
import { HttpError, notFound } from '../../http/errors.ts';
import { IdParams, type ServicePlugin } from '../../http/valibot.ts';
import { audienceCsv, audienceExportName } from './export.ts';
import { refuseForeignSftpAccount } from './from-sftp.ts';
import {
  type ContactListRow,
  campaignCounts,
  deleteContactList,
  extraDataKeys,
  extraDataValues,
  findContactList,
  findImport,
  importRejects,
  insertContactList,
  latestImports,
  pageContactLists,
  updateContactList,
} from './repo.ts';
import { searchContacts } from './search.ts';
import { fillAudience, originOf, refuseKindChange, sftpOf } from './sources.ts';
import { receiveAudienceCsv } from './upload.ts';
import { toContactImport, toContactList } from './view.ts';

const Params = IdParams('id');

/** Spec 002 §2: audiences are managers' (and above), in the self-hosted edition only. */
const MANAGERS = {
  auth: 'user',
  rank: 'manager',
  selfHostedOnly: true,
  what: 'audience',
  denied: 'Only managers and above may manage audiences.',
} as const;

const blockedByCampaign = () =>
  new HttpError(409, 'blocked_by_campaign', 'This audience is used by a campaign and cannot be deleted.');

/**
 * The Contacts calls of the campaigns service (spec 002 §7): audiences (contact lists) with their
 * contacts' variables, the company's contacts an audience can be taken from, CSV imports whose
 * progress is read on the audience (or the import) while the file streams in, and exports.
 */
export const contactsRoutes: ServicePlugin = async (app) => {
  const db = app.db;

  /** Audiences as answered, each with its latest import and how many campaigns use it. */
  const views = async (rows: ContactListRow[]): Promise<ContactList[]> => {
    const ids = rows.map((row) => row.id);
    const [imports, campaigns] = await Promise.all([latestImports(db, ids), campaignCounts(db, ids)]);
    return Promise.all(
      rows.map(async (row) => {
        const latest = imports.get(row.id);
        const view = latest ? toContactImport(latest, await importRejects(db, latest.id)) : null;
        return toContactList(row, view, campaigns.get(row.id) ?? 0);
      }),
    );
  };
  const stored = async (companyId: number, id: number) => {
    const row = await findContactList(db, companyId, id);
    if (!row) throw notFound('audience');
    return row;
  };
  const viewOf = async (companyId: number, id: number) => {
    const [view] = await views([await stored(companyId, id)]);
    return view as ContactList;
  };

  app.get(
    '/contacts/lists',
    {
      config: MANAGERS,
      schema: {
        summary: 'A page of the company’s audiences, searched by name.',
        querystring: ContactListQuery,
        response: { 200: ContactListPage },
      },
    },
    async (request) => {
      const { count, rows } = await pageContactLists(
        db,
        request.actor.companyId,
        request.query.search,
        request.query.page,
      );
      return { count, results: await views(rows) };
    },
  );

  app.post(
    '/contacts/lists',
    {
      config: MANAGERS,
      schema: {
        summary: 'Creates an audience: a CSV import, chosen contacts, or contacts matching filters.',
        description: 'An audience whose contacts are refused is not kept.',
        body: ContactListInput,
        response: { 201: ContactList },
      },
    },
    async (request, reply) => {
      const { companyId } = request.actor;
      const input = request.body;
      await refuseForeignSftpAccount(db, companyId, input);
      const row = await insertContactList(db, companyId, {
        name: input.name,
        kind: input.kind,
        language: input.language,
        source: input.source,
        origin: originOf(input.source),
        filters: input.source === 'contacts' ? (input.filters ?? {}) : null,
        ...sftpOf(input),
      });
      try {
        await fillAudience(app, row, input);
      } catch (err) {
        // Nothing half-made: an audience whose contacts were refused is not kept either.
        await deleteContactList(db, companyId, row.id);
        throw err;
      }
      return reply.code(201).send(await viewOf(companyId, row.id));
    },
  );

  app.get(
    '/contacts/sftp-accounts',
    {
      config: MANAGERS,
      schema: {
        summary: 'The company’s SFTP accounts an audience may read its file from.',
        response: { 200: AudienceSftpAccounts },
      },
    },
    async (request) =>
      db
        .selectFrom('thirdparty_accounts')
        .select(['id', 'label'])
        .where('company_id', '=', request.actor.companyId)
        .where('kind', '=', 'sftp')
        .orderBy('label')
        .execute(),
  );

  app.get(
    '/contacts/lists/extra-data-keys',
    {
      config: MANAGERS,
      schema: {
        summary: 'The contact variables of the company’s audiences, or of some of them.',
        querystring: ExtraDataKeysQuery,
        response: { 200: ExtraDataKeys },
      },
    },
    async (request) => ({
      keys: await extraDataKeys(db, request.actor.companyId, request.query.contact_lists),
    }),
  );

  app.get(
    '/contacts/lists/extra-data-values',
    {
      config: MANAGERS,
      schema: {
        summary: 'The values one contact variable takes in the audiences, searched.',
        querystring: ExtraDataValuesQuery,
        response: { 200: ExtraDataValues },
      },
    },
    async (request) => {
      const { key, contact_lists, search } = request.query;
      return { values: await extraDataValues(db, request.actor.companyId, key, contact_lists, search) };
    },
  );

  app.get(
    '/contacts/lists/:id',
    {
      config: MANAGERS,
      schema: {
        summary: 'One audience, with its latest import.',
        params: Params,
        response: { 200: ContactList },
      },
    },
    async (request) => viewOf(request.actor.companyId, request.params.id),
  );

  app.post(
    '/contacts/lists/:id',
    {
      config: MANAGERS,
      schema: {
        summary: 'Changes an audience and refills its contacts.',
        description: 'Its kind cannot change.',
        params: Params,
        body: ContactListInput,
        response: { 200: ContactList },
      },
    },
    async (request) => {
      const { companyId } = request.actor;
      const current = await stored(companyId, request.params.id);
      const input = request.body;
      refuseKindChange(current, input);
      await refuseForeignSftpAccount(db, companyId, input);
      const row = await updateContactList(db, companyId, current.id, {
        name: input.name,
        language: input.language,
        source: input.source,
        origin: originOf(input.source),
        filters: input.source === 'contacts' ? (input.filters ?? {}) : null,
        ...sftpOf(input),
      });
      if (!row) throw notFound('audience');
      await fillAudience(app, row, input);
      return viewOf(companyId, row.id);
    },
  );

  app.delete(
    '/contacts/lists/:id',
    {
      config: { ...MANAGERS, answers: 'no-content' },
      schema: {
        summary: 'Deletes an audience.',
        description: 'Refused while a campaign uses it (`blocked_by_campaign`).',
        params: Params,
      },
    },
    async (request, reply) => {
      const outcome = await deleteContactList(db, request.actor.companyId, request.params.id);
      if (outcome === 'missing') throw notFound('audience');
      if (outcome === 'in_use') throw blockedByCampaign();
      return reply.code(204).send();
    },
  );

  app.get(
    '/contacts/lists/:id/export',
    {
      config: { ...MANAGERS, answers: 'file' },
      schema: { summary: 'Exports an audience’s contacts as a CSV file.', params: Params },
    },
    async (request, reply) => {
      const list = await stored(request.actor.companyId, request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${audienceExportName(list)}"`)
        .header('cache-control', 'private, no-store')
        .send(audienceCsv(db, list));
    },
  );

  app.post(
    '/contacts/search',
    {
      config: MANAGERS,
      schema: {
        summary: 'Searches the company’s contacts an audience can be taken from, a page at a time.',
        body: ContactSearchInput,
        response: { 200: ContactSearchPage },
      },
    },
    async (request) => searchContacts(db, request.actor.companyId, request.body.filters, request.body.page),
  );

  app.get(
    '/contacts/imports/:id',
    {
      config: MANAGERS,
      schema: {
        summary: 'The progress of a CSV import: rows read, kept and refused.',
        params: Params,
        response: { 200: ImportSchema },
      },
    },
    async (request): Promise<ContactImport> => {
      const row = await findImport(db, request.actor.companyId, request.params.id);
      if (!row) throw notFound('import');
      return toContactImport(row, await importRejects(db, row.id));
    },
  );

  app.post(
    '/contacts/csv',
    {
      config: MANAGERS,
      schema: {
        summary: 'Imports a CSV file (multipart) of contacts into an audience.',
        description:
          'Rows are checked and written while the file streams in; the progress is readable on the audience or the import meanwhile. The contacts become the audience’s once the whole file is through: a file refused as a whole, or an upload cut short, leaves the audience as it was.',
        response: { 200: ImportSchema },
      },
    },
    async (request) => receiveAudienceCsv(db, request),
  );
};
