import type { AudienceFilters } from '@omnicanal/api';
import {
  canonicalLanguage,
  DEFAULT_PHONE_COUNTRY,
  type ExternalIdKind,
  languageCountry,
} from '@omnicanal/core';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { ContactFill } from './fill.ts';
import type { ContactListRow } from './repo.ts';
import { e164, type RowOutcome } from './row.ts';
import { matchingGuests } from './search.ts';

/** The channels whose contact addresses are external_ids of each kind. */
const CHANNELS_OF_KIND: Record<ExternalIdKind, readonly string[]> = {
  PHONE_NUMBER: ['whatsapp', 'sms', 'rcs'],
  FACEBOOK_PSID: ['facebook'],
  GBM_CONVERSATION_ID: ['googlebm'],
};

/** Variables an audience taken from the conversations gives its templates. */
export const GUEST_EXTRA_KEYS = ['name', 'email'] as const;

const PAGE = 1_000;

/**
 * Fills an audience of source `contacts` (spec 002 §3) with the company's contacts matching its
 * filters: a phone audience takes the number an agent kept or the one a phone channel knows them
 * by (normalised to E.164), a Messenger or Google audience the address of that channel. A contact
 * without one is counted as rejected. Reads the guests by pages, so the fill's memory stays flat.
 */
export async function fillFromGuests(
  db: Kysely<DB>,
  list: ContactListRow,
  filters: AudienceFilters,
  fill: ContactFill,
): Promise<void> {
  const kind = list.kind as ExternalIdKind;
  const channels = CHANNELS_OF_KIND[kind];
  const address = sql<string | null>`(select cc.address from channel_contacts cc
    join channels c on c.id = cc.channel_id
    where cc.guest_id = g.id and c.kind in (${sql.join(channels)}) order by cc.created_at desc limit 1)`;
  let after = 0;
  for (;;) {
    const guests = await matchingGuests(db, list.company_id, filters)
      .select(['g.id', 'g.name', 'g.email', 'g.phone_number', 'g.language', address.as('address')])
      .where('g.id', '>', after)
      .orderBy('g.id')
      .limit(PAGE)
      .execute();
    for (const guest of guests) {
      const language = (guest.language && canonicalLanguage(guest.language)) || list.language;
      const raw = kind === 'PHONE_NUMBER' ? (guest.phone_number ?? guest.address) : guest.address;
      const external =
        raw && kind === 'PHONE_NUMBER' ? e164(raw, languageCountry(language) ?? DEFAULT_PHONE_COUNTRY) : raw;
      const extra = { name: guest.name, email: guest.email ?? '' };
      const outcome: RowOutcome = external
        ? {
            contact: {
              line: guest.id,
              external_id: external,
              language,
              email: guest.email,
              phone: kind === 'PHONE_NUMBER' ? external : null,
              extra,
            },
          }
        : { reason: kind === 'PHONE_NUMBER' ? 'invalid_phone' : 'invalid_external_id', value: guest.name };
      await fill.add(guest.id, outcome);
    }
    const last = guests.at(-1);
    if (!last || guests.length < PAGE) return;
    after = last.id;
  }
}
