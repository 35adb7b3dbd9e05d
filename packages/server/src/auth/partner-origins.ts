import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** How long an instance trusts its copy of every company's origins before reading them again. */
const UNION_TTL_MS = 30_000;

/**
 * The partner origins a page may call the console's API and open its socket from: the deployment's
 * (`OMNICANAL_ALLOWED_ORIGINS`) and each company's own (Settings › API publique). A preflight names
 * no company, so CORS answers an origin any company lists; the request itself, once its token says
 * whose it is, must come from an origin of that company (`companyAllows`). The union is read again
 * every 30 s, and at once on the instance where an administrator changed it.
 */
export class PartnerOrigins {
  readonly #db: Kysely<DB>;
  readonly #deployment: ReadonlySet<string>;
  #union: Promise<ReadonlySet<string>> | null = null;
  #readAt = 0;
  readonly #clock: () => number;

  constructor(db: Kysely<DB>, deployment: readonly string[], clock: () => number = Date.now) {
    this.#db = db;
    this.#deployment = new Set(deployment);
    this.#clock = clock;
  }

  /** Whether the deployment itself allows the origin (every company's pages may use it). */
  deploymentAllows(origin: string): boolean {
    return this.#deployment.has(origin);
  }

  /** Whether the deployment or any company allows the origin: the CORS answer. */
  async anyAllows(origin: string): Promise<boolean> {
    if (this.#deployment.has(origin)) return true;
    if (!this.#union || this.#clock() - this.#readAt > UNION_TTL_MS) {
      this.#readAt = this.#clock();
      this.#union = this.#db
        .selectFrom('partner_origins')
        .select('origin')
        .distinct()
        .execute()
        .then((rows) => new Set(rows.map((row) => row.origin)))
        .catch((error) => {
          this.#union = null;
          throw error;
        });
    }
    return (await this.#union).has(origin);
  }

  /** Whether a page of `origin` may act for `companyId`. */
  async companyAllows(companyId: number, origin: string): Promise<boolean> {
    if (this.#deployment.has(origin)) return true;
    const row = await this.#db
      .selectFrom('partner_origins')
      .select('id')
      .where('company_id', '=', companyId)
      .where('origin', '=', origin)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A company's list changed here: the next CORS answer reads it again. */
  changed(): void {
    this.#union = null;
  }
}
