import { ThirdPartyAccount } from '@omnicanal/api';
import { settingsRoute } from '../core/settings/access.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { IdParams, type ServicePlugin } from '../http/valibot.ts';
import { companySshKey, probeSftp, SftpError } from '../sftp/index.ts';
import { accountOf, toAccount } from './repo.ts';
import { THIRDPARTY_ACCESS } from './routes.ts';
import { sftpTargetOf } from './sftp-target.ts';

const Params = IdParams('id');

/**
 * Our SFTP key and the confirmation of an SFTP account's server (spec 002 §3: "SFTP accounts have
 * a public key that is fetched and confirmed"): the admin puts our public key in the server's
 * authorized_keys, then confirms; we connect, and pin the host key the server showed.
 */
export const sftpRoutes: ServicePlugin = async (app) => {
  const db = app.db;
  const access = settingsRoute(THIRDPARTY_ACCESS);

  app.get(
    '/sftp/public-key',
    {
      config: { ...access, answers: 'file' },
      schema: {
        summary: 'The company’s SSH public key, the line for an SFTP server’s authorized_keys (text).',
      },
    },
    async (request, reply) => {
      const { publicKey } = companySshKey(app.config.secretKey, request.actor.companyId);
      return reply.type('text/plain; charset=utf-8').send(`${publicKey.trim()}\n`);
    },
  );
  app.post(
    '/sftp/:id/confirm-key',
    {
      config: access,
      schema: {
        summary:
          'Connects to an SFTP account’s server and pins its host key; a changed pinned key is refused.',
        params: Params,
        response: { 200: ThirdPartyAccount },
      },
    },
    async (request) => {
      const companyId = request.actor.companyId;
      const account = await accountOf(db, companyId, request.params.id);
      const target =
        account.category === 'sftp'
          ? await sftpTargetOf(db, app.config.secretKey, companyId, account.id)
          : null;
      if (!target) throw notFound('SFTP account');
      let hostKey: string;
      try {
        ({ hostKey } = await probeSftp(target, { allowPrivate: app.config.outboundPrivate }));
      } catch (error) {
        // spec 002 §8 external services: the server's reason, nothing pinned.
        if (error instanceof SftpError) throw new HttpError(400, error.code, error.message);
        throw error;
      }
      const saved = await db
        .updateTable('thirdparty_accounts')
        .set({ sftp_host_key: hostKey, sftp_confirmed_at: new Date() })
        .where('company_id', '=', companyId)
        .where('id', '=', account.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toAccount(saved);
    },
  );
};
