import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { SftpError, uploadSftp } from '../sftp/index.ts';
import { sftpTargetOf } from '../thirdparties/sftp-target.ts';

/** Writes an export's file to an account of the company; answers the bytes written. */
export type ExportDelivery = (
  companyId: number,
  accountId: number,
  remotePath: string,
  body: Readable | Buffer,
) => Promise<number>;

/** A run's failure said by its code (the run history shows it translated). */
export class ExportFailure extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/** The code a run failed with: an SFTP failure's or an export's own, else `export_failed`. */
export const failureCode = (error: unknown): string =>
  error instanceof SftpError || error instanceof ExportFailure ? error.code : 'export_failed';

/**
 * Delivery to the company's SFTP third-party account (the host key an admin confirmed is pinned):
 * an account deleted or of another kind since is `sftp_account_missing`.
 */
export function sftpDelivery(
  db: Kysely<DB>,
  config: { secretKey: string; outboundPrivate: boolean },
): ExportDelivery {
  return async (companyId, accountId, remotePath, body) => {
    const target = await sftpTargetOf(db, config.secretKey, companyId, accountId);
    if (!target) throw new ExportFailure('sftp_account_missing', `SFTP account ${accountId} is gone`);
    return uploadSftp(target, remotePath, body, { allowPrivate: config.outboundPrivate });
  };
}
