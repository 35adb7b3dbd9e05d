import type { TemplateInput, TemplateQuery } from '@omnicanal/api';
import type { TemplateKind } from '@omnicanal/core';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { nameContains } from '../name-search.ts';
import type { ProviderTemplate, TemplateProvider } from './providers/provider.ts';
import type { TemplateContent } from './tables.ts';
import type { TemplateRow } from './view.ts';

/** The form's fields kept in the `content` column. */
export function contentOf(input: TemplateInput): TemplateContent {
  const {
    body,
    header,
    footer,
    buttons,
    examples,
    sms_sender,
    conversational,
    fallback_tree,
    suggestions,
    block,
  } = input;
  return {
    body,
    header,
    footer,
    buttons,
    examples,
    sms_sender,
    conversational,
    fallback_tree,
    suggestions,
    block,
  };
}

export const asProviderTemplate = (row: TemplateRow): ProviderTemplate => ({
  kind: row.kind,
  name: row.name,
  category: row.category,
  language: row.language,
  content: row.content,
});

export async function findTemplate(
  db: Kysely<DB>,
  companyId: number,
  id: number,
): Promise<TemplateRow | undefined> {
  return db
    .selectFrom('templates')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A page of the company's templates, newest change first, filtered as `GET /templates` asks. */
export async function pageTemplates(
  db: Kysely<DB>,
  companyId: number,
  query: TemplateQuery,
  pageSize: number,
): Promise<{ count: number; rows: TemplateRow[] }> {
  let base = db.selectFrom('templates').where('company_id', '=', companyId);
  if (query.kind) base = base.where('kind', '=', query.kind);
  if (query.status) base = base.where('status', '=', query.status);
  if (query.search) base = base.where(sql<string>`lower(name)`, 'like', nameContains(query.search));
  const [[counted], rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).execute(),
    base
      .selectAll()
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((query.page - 1) * pageSize)
      .execute(),
  ]);
  return { count: Number(counted?.count ?? 0), rows };
}

/** How far a due review is claimed ahead while its provider is asked. */
const CLAIM_MS = 60_000;

/** Hands a template to its provider: it is SUBMITTED, and its provider asked at `now + pollMs`. */
export async function submitTemplate(
  db: Kysely<DB>,
  provider: TemplateProvider,
  row: TemplateRow,
  now: number,
): Promise<TemplateRow> {
  let reference: string;
  try {
    reference = await provider.submit(asProviderTemplate(row));
  } catch {
    // The template stays as it was (a draft): the manager submits it again.
    throw new HttpError(
      502,
      'template_provider_unavailable',
      'The template provider cannot be reached right now: try again in a moment.',
    );
  }
  return db
    .updateTable('templates')
    .set({
      status: 'SUBMITTED',
      status_detail: null,
      provider: provider.name,
      provider_ref: reference,
      submitted_at: new Date(now),
      review_due_at: new Date(now + provider.pollMs),
      updated_at: new Date(now),
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Asks the provider about the company's submitted templates that are due, and keeps its answers.
 * Each due row is claimed first (its next ask moved on by one poll), so several instances reading
 * at once ask once; a template changed meanwhile (no longer SUBMITTED) keeps its new state.
 */
export async function settleReviews(
  db: Kysely<DB>,
  providerOf: (kind: string) => TemplateProvider,
  companyId: number,
  now: number,
): Promise<void> {
  // Claimed a minute ahead: a provider answering faster is asked at its own pace after this round.
  const due = await db
    .updateTable('templates')
    .set({ review_due_at: new Date(now + CLAIM_MS) })
    .where('company_id', '=', companyId)
    .where('status', '=', 'SUBMITTED')
    .where('review_due_at', '<=', new Date(now))
    .returningAll()
    .execute();
  for (const row of due) {
    if (!row.provider_ref) continue;
    const provider = providerOf(row.kind);
    // A provider that does not answer is asked again at the next poll (the claim moved it on).
    const review = await provider.review(row.provider_ref, asProviderTemplate(row)).catch(() => null);
    if (!review || review.status === 'SUBMITTED') {
      await db
        .updateTable('templates')
        .set({ review_due_at: new Date(now + provider.pollMs) })
        .where('id', '=', row.id)
        .where('status', '=', 'SUBMITTED')
        .execute();
      continue;
    }
    await db
      .updateTable('templates')
      .set({
        status: review.status,
        status_detail: review.reason,
        review_due_at: null,
        updated_at: new Date(now),
      })
      .where('id', '=', row.id)
      .where('status', '=', 'SUBMITTED')
      .execute();
  }
}

/** The template kinds whose saving submits them: every kind but WhatsApp, which is submitted by a call. */
export const submittedOnSave = (kind: TemplateKind) => kind !== 'tyntec-wa';
