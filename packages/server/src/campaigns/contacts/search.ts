import { AUDIENCE_PAGE_SIZE, type AudienceFilters, type ContactSearchPage } from '@omnicanal/api';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** When a guest last talked to the company: their latest conversation's start. */
const lastInteraction = sql<Date | null>`(select max(r.created_at) from rooms r where r.guest_id = g.id)`;

/** How many conversations a guest started: their solicitations (spec 002 §3 "solicitations from/to"). */
const solicitations = sql<number>`(select count(*) from rooms r where r.guest_id = g.id)`;

/**
 * The company's contacts (its guests) matching the audience filters of spec 002 §3: name and
 * email containing the given text, one of the languages, a conversation in one of the skills or
 * closed with one of the contact reasons, a last interaction within the dates, a conversation that
 * came through one of the entry points (origin integrations), a bot conversation that began in one
 * of the trees (origin tree), and a number of conversations within the bounds (solicitations).
 */
export function matchingGuests(db: Kysely<DB>, companyId: number, filters: AudienceFilters) {
  let query = db
    .selectFrom('guests as g')
    .where('g.company_id', '=', companyId)
    .where('g.blocked_at', 'is', null);
  if (filters.name) query = query.where(sql<boolean>`strpos(lower(g.name), lower(${filters.name})) > 0`);
  if (filters.email)
    query = query.where(sql<boolean>`strpos(lower(coalesce(g.email, '')), lower(${filters.email})) > 0`);
  if (filters.languages?.length) {
    const languages = filters.languages.map((language) => language.toLowerCase());
    query = query.where(sql<string>`lower(replace(coalesce(g.language, ''), '-', '_'))`, 'in', languages);
  }
  // A conversation in one of the skills, or come through one of the entry points.
  for (const [column, ids] of [
    ['r.skill_id', filters.skills],
    ['r.integration_id', filters.origin_integrations],
  ] as const)
    if (ids?.length)
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('rooms as r')
            .select('r.uuid')
            .whereRef('r.guest_id', '=', 'g.id')
            .where(column, 'in', ids),
        ),
      );
  const reasons = filters.contact_reasons;
  if (reasons?.length)
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('rooms as r')
          .innerJoin('contact_reason_events as e', 'e.room_uuid', 'r.uuid')
          .select('r.uuid')
          .whereRef('r.guest_id', '=', 'g.id')
          .where(
            sql<boolean>`exists (select 1 from jsonb_array_elements_text(e.contact_reasons) x
              where x.value in (${sql.join(reasons.map(String))}))`,
          ),
      ),
    );
  const trees = filters.origin_trees;
  if (trees?.length)
    query = query.where(
      sql<boolean>`exists (select 1 from bot_sessions s
        where s.guest_id = g.id and s.company_id = ${companyId}
          and (select st.tree from bot_steps st where st.session = s.uuid order by st.id limit 1)
            in (${sql.join(trees)}))`,
    );
  if (filters.solicitations_from !== undefined)
    query = query.where(solicitations, '>=', filters.solicitations_from);
  if (filters.solicitations_to !== undefined)
    query = query.where(solicitations, '<=', filters.solicitations_to);
  if (filters.last_interaction_from)
    query = query.where(lastInteraction, '>=', new Date(filters.last_interaction_from));
  if (filters.last_interaction_to)
    query = query.where(lastInteraction, '<=', new Date(filters.last_interaction_to));
  return query;
}

/** `POST /contacts/search`: a page of the matching contacts, most recent first, and how many match. */
export async function searchContacts(
  db: Kysely<DB>,
  companyId: number,
  filters: AudienceFilters,
  page: number,
): Promise<ContactSearchPage> {
  const matching = matchingGuests(db, companyId, filters);
  const [rows, total] = await Promise.all([
    matching
      .select([
        'g.id',
        'g.name',
        'g.email',
        'g.phone_number',
        'g.language',
        lastInteraction.as('last_interaction'),
      ])
      .orderBy('g.id', 'desc')
      .limit(AUDIENCE_PAGE_SIZE)
      .offset((page - 1) * AUDIENCE_PAGE_SIZE)
      .execute(),
    matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    count: Number(total.n),
    results: rows.map((row) => ({
      ...row,
      last_interaction: row.last_interaction ? new Date(row.last_interaction).toISOString() : null,
    })),
  };
}
