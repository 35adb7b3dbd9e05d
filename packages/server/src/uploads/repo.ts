import type { Kysely, Selectable } from 'kysely';
import { userOfToken } from '../auth/guard.ts';
import { hashToken } from '../auth/tokens.ts';
import type { DB, UploadsTable } from '../db/schema.ts';

export type UploadRow = Selectable<UploadsTable>;

/** Who sends a file: a console user of a company, or the visitor of one open conversation. */
export type Uploader =
  | { kind: 'user'; userId: number; companyId: number }
  | { kind: 'guest'; guestId: number; companyId: number; roomStatus: string };

/** The uploader a bearer token speaks for: a user token first, else a visitor's conversation token. */
export async function uploaderOfToken(db: Kysely<DB>, token: string | null): Promise<Uploader | null> {
  if (!token || token.length > 512) return null;
  const user = await userOfToken(db, token);
  if (user) return { kind: 'user', userId: user.id, companyId: user.company_id };
  const room = await db
    .selectFrom('rooms')
    .select(['guest_id', 'company_id', 'status'])
    .where('guest_token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return room
    ? { kind: 'guest', guestId: room.guest_id, companyId: room.company_id, roomStatus: room.status }
    : null;
}

export async function insertUpload(db: Kysely<DB>, row: Omit<UploadRow, 'created_at'>): Promise<void> {
  await db.insertInto('uploads').values(row).execute();
}

export function findUpload(db: Kysely<DB>, id: string): Promise<UploadRow | undefined> {
  return db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
}
