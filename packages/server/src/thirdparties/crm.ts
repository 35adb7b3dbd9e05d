import type { CrmContact } from '@omnicanal/api';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { outboundRead } from '../http/outbound.ts';

/*
 * The CRM search of the agent console (spec 002 §7 `GET /crms/contacts`) behind one interface:
 * Pipedrive's API when the company has a Pipedrive account with a token, else a local provider
 * that searches the company's own visitors (guests) and says so in its name.
 */

/** The most contacts one search answers. */
export const CRM_SEARCH_LIMIT = 20;

/** A CRM the console searches. */
export interface CrmProvider {
  /** `pipedrive`, or `local` (our own guests). */
  readonly name: string;
  search(q: string): Promise<CrmContact[]>;
}

/** Searches the company's guests by name, email or telephone. */
export function localCrmProvider(db: Kysely<DB>, companyId: number): CrmProvider {
  return {
    name: 'local',
    async search(q) {
      // A LIKE pattern: the visitor's own % and _ are literal.
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await db
        .selectFrom('guests')
        .select(['uuid', 'name', 'email', 'phone_number'])
        .where('company_id', '=', companyId)
        .where((eb) =>
          eb.or([
            eb(sql`lower(name)`, 'like', pattern.toLowerCase()),
            eb(sql`lower(coalesce(email, ''))`, 'like', pattern.toLowerCase()),
            eb(sql`coalesce(phone_number, '')`, 'like', pattern),
          ]),
        )
        .orderBy('id', 'desc')
        .limit(CRM_SEARCH_LIMIT)
        .execute();
      return rows.map((row) => ({ id: row.uuid, name: row.name, email: row.email, phone: row.phone_number }));
    },
  };
}

interface PipedriveItem {
  item?: { id?: number; name?: string; emails?: unknown[]; phones?: unknown[] };
}

const firstText = (values: unknown[] | undefined): string | null => {
  const first = values?.[0];
  if (typeof first === 'string') return first || null;
  // Older answers give `{ value }` objects.
  if (first && typeof first === 'object' && typeof (first as { value?: unknown }).value === 'string')
    return (first as { value: string }).value || null;
  return null;
};

/**
 * Pipedrive's person search (`GET /v1/persons/search?term=`), its API token in the `x-api-token`
 * header so that it never sits in an address. `base` is `https://api.pipedrive.com` or the
 * company's own Pipedrive domain. A refused token is `thirdparty_auth_failed`; anything else that
 * goes wrong is `thirdparty_fetch_failed`.
 */
export function pipedriveCrmProvider(options: {
  base: string;
  token: string;
  allowPrivate: boolean;
}): CrmProvider {
  return {
    name: 'pipedrive',
    async search(q) {
      const url = new URL('/v1/persons/search', options.base);
      url.searchParams.set('term', q);
      url.searchParams.set('limit', String(CRM_SEARCH_LIMIT));
      let answer: Awaited<ReturnType<typeof outboundRead>>;
      try {
        answer = await outboundRead(url.toString(), {
          method: 'GET',
          headers: { accept: 'application/json', 'x-api-token': options.token },
          timeoutMs: 10_000,
          allowPrivate: options.allowPrivate,
          maxBytes: 1024 * 1024,
        });
      } catch (cause) {
        throw fetchFailed(cause);
      }
      if (answer.status === 401 || answer.status === 403)
        throw new HttpError(502, 'thirdparty_auth_failed', 'Pipedrive refused the account’s token.');
      if (answer.status !== 200) throw fetchFailed();
      let items: PipedriveItem[];
      try {
        const parsed = JSON.parse(answer.body) as { data?: { items?: PipedriveItem[] } };
        items = Array.isArray(parsed.data?.items) ? parsed.data.items : [];
      } catch (cause) {
        throw fetchFailed(cause);
      }
      return items.flatMap(({ item }) =>
        item && typeof item.id === 'number'
          ? [
              {
                id: String(item.id),
                name: typeof item.name === 'string' ? item.name : '',
                email: firstText(item.emails),
                phone: firstText(item.phones),
              },
            ]
          : [],
      );
    },
  };
}

/** The CRM could not be reached or read; the cause (never the token, which is in a header) kept for the logs. */
const fetchFailed = (cause?: unknown) =>
  Object.assign(new HttpError(502, 'thirdparty_fetch_failed', 'The CRM could not be searched.'), { cause });
