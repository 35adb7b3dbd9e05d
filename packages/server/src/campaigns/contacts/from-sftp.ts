import { posix } from 'node:path';
import { Readable } from 'node:stream';
import type { ContactListInput } from '@omnicanal/api';
import { AUDIENCE_CSV_MAX_BYTES } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { readSftp, SftpError } from '../../sftp/client.ts';
import { sftpTargetOf } from '../../thirdparties/sftp-target.ts';
import { ContactFill } from './fill.ts';
import { ImportRefused, importInProgress, readAudienceCsv } from './import-csv.ts';
import { type ContactListRow, startFill } from './repo.ts';

/*
 * An audience whose contacts are a CSV file on the company's SFTP server (spec 002 §3): read at
 * each save through the company's SFTP third-party account, streamed through the same reader and
 * rules as an uploaded file, and made the audience's only once the whole file is through. A file
 * missing, refused or larger than an upload may be leaves the audience as it was.
 */

const notSftpAccount = () =>
  new HttpError(400, 'invalid_payload', 'Not an SFTP account of the company.', {
    sftp_account: ['not_sftp_account'],
  });

/** Refuses an `sftp` audience whose account is not one of the company's SFTP accounts. */
export async function refuseForeignSftpAccount(
  db: Kysely<DB>,
  companyId: number,
  input: ContactListInput,
): Promise<void> {
  if (input.source !== 'sftp' || input.sftp_account === null) return;
  const account = await db
    .selectFrom('thirdparty_accounts')
    .select('id')
    .where('id', '=', input.sftp_account)
    .where('company_id', '=', companyId)
    .where('kind', '=', 'sftp')
    .executeTakeFirst();
  if (!account) throw notSftpAccount();
}

/** The file's bytes up to the upload limit; `over()` says whether there were more. */
function capped(source: Readable): { stream: Readable; over: () => boolean } {
  let over = false;
  async function* chunks() {
    let size = 0;
    for await (const chunk of source as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > AUDIENCE_CSV_MAX_BYTES) {
        over = true;
        source.destroy();
        return;
      }
      yield chunk;
    }
  }
  return { stream: Readable.from(chunks()), over: () => over };
}

/** The field a failure is said on: the file's path when the file is the problem, else the account. */
const fieldOf = (error: SftpError) => (error.code === 'sftp_path_not_found' ? 'sftp_path' : 'sftp_account');

/** Reads the audience's SFTP file into a new generation of its contacts. */
export async function fillFromSftp(
  ctx: { db: Kysely<DB>; config: Pick<ServerConfig, 'secretKey' | 'outboundPrivate'> },
  list: ContactListRow,
): Promise<void> {
  const target =
    list.sftp_account_id === null
      ? null
      : await sftpTargetOf(ctx.db, ctx.config.secretKey, list.company_id, list.sftp_account_id);
  if (!target || !list.sftp_path) throw notSftpAccount();
  const started = await startFill(ctx.db, list, { name: posix.basename(list.sftp_path), bytesTotal: null });
  if (!started) throw importInProgress();
  const fill = new ContactFill(ctx.db, started);
  try {
    const { extraKeys, bytesRead } = await readSftp(
      target,
      list.sftp_path,
      (source) => {
        const file = capped(source);
        return readAudienceCsv(list, fill, file.stream, file.over);
      },
      { allowPrivate: ctx.config.outboundPrivate },
    );
    await fill.complete(extraKeys, bytesRead);
  } catch (err) {
    if (err instanceof SftpError) {
      await fill.fail({ code: err.code, detail: err.message, line: null });
      throw new HttpError(400, 'invalid_payload', err.message, { [fieldOf(err)]: [err.code] });
    }
    if (err instanceof ImportRefused) {
      await fill.fail({ code: err.code, detail: err.message, line: err.line });
      throw new HttpError(400, err.code, err.message, { sftp_path: [err.code] });
    }
    await fill.fail({ code: 'interrupted', detail: String((err as Error).message), line: null });
    throw err;
  }
}
