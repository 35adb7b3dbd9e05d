import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** How long a download link works. */
export const LINK_TTL_MS = 5 * 60 * 1000;

/**
 * Download links for files that need a signed-in user (`auth_required`). A link or an <img> cannot
 * send the bearer header and the console keeps no cookie, so the console asks for a link that
 * carries a short-lived signature of this one file (`?expires=&sig=`). It is a capability for one
 * file for a few minutes, not a sign-in token: the rule that bearer tokens never travel in URLs
 * still holds.
 */
export class LinkSigner {
  readonly #db: Kysely<DB>;
  #secret: Promise<Buffer> | null = null;

  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  /** One key per database, created by whichever instance needs it first. */
  #key(): Promise<Buffer> {
    this.#secret ??= (async () => {
      await this.#db
        .insertInto('upload_keys')
        .values({ id: 1, secret: randomBytes(32).toString('base64url') })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      const row = await this.#db
        .selectFrom('upload_keys')
        .select('secret')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      return Buffer.from(row.secret, 'base64url');
    })().catch((err: unknown) => {
      this.#secret = null;
      throw err;
    });
    return this.#secret;
  }

  async #mac(id: string, expires: number): Promise<Buffer> {
    return createHmac('sha256', await this.#key())
      .update(`${id}.${expires}`)
      .digest();
  }

  async sign(id: string, now: number): Promise<{ expires: number; sig: string }> {
    const expires = Math.floor((now + LINK_TTL_MS) / 1000);
    return { expires, sig: (await this.#mac(id, expires)).toString('base64url') };
  }

  async verify(id: string, expires: unknown, sig: unknown, now: number): Promise<boolean> {
    if (typeof expires !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
    const at = Number(expires);
    if (at * 1000 < now) return false;
    const expected = await this.#mac(id, at);
    const given = Buffer.from(sig, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
