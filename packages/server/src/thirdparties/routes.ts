import {
  CrmContacts,
  CrmContactsQuery,
  ThirdPartyAccount,
  ThirdPartyAccountInput,
  ThirdPartyAccountList,
  ThirdPartyAccountsQuery,
} from '@omnicanal/api';
import * as v from 'valibot';
import { secretKeyOf } from '../channels/secrets.ts';
import { type SettingsAccess, settingsRoute } from '../core/settings/access.ts';
import { IdParams, PathId, type ServicePlugin } from '../http/valibot.ts';
import { crmProviderOf } from './crm-select.ts';
import { deleteAccount } from './delete.ts';
import { accountOf, companyAccounts, kindOf, saveAccount, toAccount } from './repo.ts';

/** spec 000 §2: /third-parties is for admins, in the self-hosted edition only. */
export const THIRDPARTY_ACCESS: SettingsAccess = {
  rank: 'admin',
  what: 'third parties',
  selfHostedOnly: true,
};

const Params = IdParams('id');
/** A kind is checked against the catalogue by the handler: an unknown one is a 400 on `kind`. */
const Kind = v.pipe(v.string(), v.maxLength(64));
const KindParams = v.object({ kind: Kind });
const KindIdParams = v.object({ kind: Kind, id: PathId });

/** The accounts pattern of spec 002 §7 (`/accounts`, `POST /accounts/{kind}[/{id}]`) and the CRM search. */
export const accountsRoutes: ServicePlugin = async (app) => {
  const db = app.db;
  const key = secretKeyOf(app.config.secretKey);
  const access = settingsRoute(THIRDPARTY_ACCESS);

  app.get(
    '/accounts',
    {
      config: access,
      schema: {
        summary:
          'The company’s third-party accounts, of one category when asked; secrets only as set or not.',
        querystring: ThirdPartyAccountsQuery,
        response: { 200: ThirdPartyAccountList },
      },
    },
    async (request) =>
      (await companyAccounts(db, request.actor.companyId, request.query.category)).map(toAccount),
  );
  app.get(
    '/accounts/:id',
    {
      config: access,
      schema: { summary: 'One third-party account.', params: Params, response: { 200: ThirdPartyAccount } },
    },
    async (request) => toAccount(await accountOf(db, request.actor.companyId, request.params.id)),
  );
  app.post(
    '/accounts/:kind',
    {
      config: access,
      schema: {
        summary: 'Adds a third-party account of a kind of the catalogue; its secrets are sealed at rest.',
        params: KindParams,
        body: ThirdPartyAccountInput,
        response: { 201: ThirdPartyAccount },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await saveAccount(db, key, request.actor.companyId, kindOf(request.params.kind), request.body)),
  );
  app.post(
    '/accounts/:kind/:id',
    {
      config: access,
      schema: {
        summary: 'Changes a third-party account; a secret left empty keeps the stored one.',
        params: KindIdParams,
        body: ThirdPartyAccountInput,
        response: { 200: ThirdPartyAccount },
      },
    },
    async (request) =>
      saveAccount(
        db,
        key,
        request.actor.companyId,
        kindOf(request.params.kind),
        request.body,
        request.params.id,
      ),
  );
  app.delete(
    '/accounts/:id',
    {
      config: { ...access, answers: 'no-content' },
      schema: {
        summary: 'Deletes a third-party account and its secrets.',
        description:
          'Refused (409) while a scheduled export writes to it (`blocked_by_export`) or a survey sends its link (`blocked_by_survey`).',
        params: Params,
      },
    },
    async (request, reply) => {
      const account = await accountOf(db, request.actor.companyId, request.params.id);
      await deleteAccount(db, request.actor.companyId, account.id);
      return reply.code(204).send();
    },
  );
  app.get(
    '/crms/contacts',
    {
      // The agent console's CRM search (spec 002 §2 "chat-console related"): every console role.
      config: settingsRoute({ ...THIRDPARTY_ACCESS, rank: 'agent' }),
      schema: {
        summary: 'Searches the company’s CRM (Pipedrive when an account has a token, else its own guests).',
        querystring: CrmContactsQuery,
        response: { 200: CrmContacts },
      },
    },
    async (request) => {
      const provider = await crmProviderOf(app, request.actor.companyId);
      return { provider: provider.name, results: await provider.search(request.query.q) };
    },
  );
};
