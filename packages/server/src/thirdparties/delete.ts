import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

/**
 * Deletes a company's third-party account unless something still sends through it: a scheduled
 * export writing to it (`blocked_by_export`; its reference would only be emptied and the nightly
 * run fail `sftp_account_missing`), an audience reading its file from it (`blocked_by_audience`) or a
 * survey sending its link (`blocked_by_survey`). The answer
 * names the rule, not the export or survey, as the audiences' `blocked_by_campaign` does. The
 * check and the delete share a transaction that locks the account, so a survey or export saved
 * meanwhile waits for it.
 */
export async function deleteAccount(db: Kysely<DB>, companyId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('thirdparty_accounts')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    const exported = await trx
      .selectFrom('scheduled_exports')
      .select('id')
      .where('company_id', '=', companyId)
      .where('account_id', '=', id)
      .executeTakeFirst();
    if (exported)
      throw new HttpError(
        409,
        'blocked_by_export',
        'This account is used by a scheduled export and cannot be deleted.',
      );
    const read = await trx
      .selectFrom('contact_lists')
      .select('id')
      .where('company_id', '=', companyId)
      .where('sftp_account_id', '=', id)
      .executeTakeFirst();
    if (read)
      throw new HttpError(
        409,
        'blocked_by_audience',
        'This account is where an audience reads its file and cannot be deleted.',
      );
    const surveyed = await trx
      .selectFrom('surveys')
      .select('id')
      .where('company_id', '=', companyId)
      .where('account_id', '=', id)
      .executeTakeFirst();
    if (surveyed)
      throw new HttpError(
        409,
        'blocked_by_survey',
        'This account is used by a satisfaction survey and cannot be deleted.',
      );
    await trx
      .deleteFrom('thirdparty_accounts')
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .execute();
  });
}
