import type { Category, MsglibGroupInput, SentenceInput, SentenceSearchResult } from '@omnicanal/api';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { alreadyExists, appliesTo, foldText, isUniqueViolation, sameLabel } from './scope.ts';

/** Who reads the library: managers see every item, agents those of their skills. */
export interface Reader {
  companyId: number;
  skillIds: readonly number[];
  manages: boolean;
}

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter(Number.isInteger) : []);

/** The whole library of a company, in label order, as the reader may see it. */
export async function libraryTree(
  db: Kysely<DB>,
  reader: Reader,
  skill?: number | null,
): Promise<Category[]> {
  const [categories, subcategories, sentences] = await Promise.all([
    db
      .selectFrom('msglib_categories')
      .selectAll()
      .where('company_id', '=', reader.companyId)
      .orderBy('label')
      .execute(),
    db
      .selectFrom('msglib_subcategories')
      .selectAll()
      .where('company_id', '=', reader.companyId)
      .orderBy('label')
      .execute(),
    db
      .selectFrom('msglib_sentences')
      .selectAll()
      .where('company_id', '=', reader.companyId)
      .orderBy('label')
      .execute(),
  ]);
  // Skill-restricted items: an agent sees those of their skills; a chosen skill narrows further.
  const visible = (skills: unknown) => {
    const list = ids(skills);
    if (skill && !appliesTo(list, [skill])) return false;
    return reader.manages || appliesTo(list, reader.skillIds);
  };
  return categories
    .filter((c) => visible(c.skills))
    .map((c) => ({
      id: c.id,
      label: c.label,
      skills: ids(c.skills),
      subaccounts: ids(c.subaccounts),
      subcategories: subcategories
        .filter((s) => s.category_id === c.id && visible(s.skills))
        .map((s) => ({
          id: s.id,
          label: s.label,
          skills: ids(s.skills),
          subaccounts: ids(s.subaccounts),
          sentences: sentences
            .filter((t) => t.subcategory_id === s.id && visible(t.skills))
            .map((t) => ({
              id: t.id,
              label: t.label,
              content: t.content,
              skills: ids(t.skills),
              subaccounts: ids(t.subaccounts),
            })),
        })),
    }));
}

/** Every sentence the reader may use, flattened with its category and subcategory labels. */
export async function usableSentences(
  db: Kysely<DB>,
  reader: Reader,
  skill?: number | null,
): Promise<SentenceSearchResult[]> {
  const tree = await libraryTree(db, reader, skill);
  return tree.flatMap((c) =>
    c.subcategories.flatMap((s) =>
      s.sentences.map((t) => ({ id: t.id, text: t.content, category: c.label, subcategory: s.label })),
    ),
  );
}

/**
 * Sentences whose text, label or folders contain every word of `query`, accent- and
 * case-insensitively. The library of one company is small: it is filtered here rather than in SQL,
 * which keeps the folding identical on PGlite and PostgreSQL.
 */
export function matchSentences(
  sentences: readonly SentenceSearchResult[],
  query: string,
): SentenceSearchResult[] {
  const words = foldText(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...sentences];
  return sentences.filter((s) => {
    const haystack = foldText(`${s.text} ${s.category} ${s.subcategory}`);
    return words.every((w) => haystack.includes(w));
  });
}

async function unique<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists(what);
    throw error;
  }
}

const json = (list: readonly number[]) => JSON.stringify([...new Set(list)]);

export function findCategory(db: Kysely<DB>, companyId: number, id: number) {
  return db
    .selectFrom('msglib_categories')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findSubcategory(db: Kysely<DB>, companyId: number, categoryId: number, id: number) {
  return db
    .selectFrom('msglib_subcategories')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('category_id', '=', categoryId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findSentence(db: Kysely<DB>, companyId: number, subcategoryId: number, id: number) {
  return db
    .selectFrom('msglib_sentences')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('subcategory_id', '=', subcategoryId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Creates a category, or updates it when `id` is given. Answers its id. */
export async function saveCategory(db: Kysely<DB>, companyId: number, input: MsglibGroupInput, id?: number) {
  const values = { label: input.label, skills: json(input.skills), subaccounts: json(input.subaccounts) };
  const clash = await db
    .selectFrom('msglib_categories')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sameLabel(input.label))
    .executeTakeFirst();
  if (clash && clash.id !== id) throw alreadyExists('A category');
  return unique('A category', async () => {
    if (id !== undefined) {
      await db.updateTable('msglib_categories').set(values).where('id', '=', id).execute();
      return id;
    }
    const row = await db
      .insertInto('msglib_categories')
      .values({ ...values, company_id: companyId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** Creates a subcategory of `categoryId`, or updates it when `id` is given. Answers its id. */
export async function saveSubcategory(
  db: Kysely<DB>,
  companyId: number,
  categoryId: number,
  input: MsglibGroupInput,
  id?: number,
) {
  const values = { label: input.label, skills: json(input.skills), subaccounts: json(input.subaccounts) };
  const clash = await db
    .selectFrom('msglib_subcategories')
    .select('id')
    .where('category_id', '=', categoryId)
    .where(sameLabel(input.label))
    .executeTakeFirst();
  if (clash && clash.id !== id) throw alreadyExists('A subcategory');
  return unique('A subcategory', async () => {
    if (id !== undefined) {
      await db.updateTable('msglib_subcategories').set(values).where('id', '=', id).execute();
      return id;
    }
    const row = await db
      .insertInto('msglib_subcategories')
      .values({ ...values, company_id: companyId, category_id: categoryId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** A sentence's label: the one given, else the start of its content. */
export const sentenceLabel = (input: SentenceInput) => input.label || input.content.slice(0, 128);

/** Creates a sentence in `subcategoryId`, or updates it when `id` is given. Answers its id. */
export async function saveSentence(
  db: Kysely<DB>,
  companyId: number,
  subcategoryId: number,
  input: SentenceInput,
  id?: number,
) {
  const label = sentenceLabel(input);
  const values = {
    label,
    content: input.content,
    skills: json(input.skills),
    subaccounts: json(input.subaccounts),
  };
  const clash = await db
    .selectFrom('msglib_sentences')
    .select('id')
    .where('subcategory_id', '=', subcategoryId)
    .where(sameLabel(label))
    .executeTakeFirst();
  if (clash && clash.id !== id) throw alreadyExists('A sentence');
  return unique('A sentence', async () => {
    if (id !== undefined) {
      await db.updateTable('msglib_sentences').set(values).where('id', '=', id).execute();
      return id;
    }
    const row = await db
      .insertInto('msglib_sentences')
      .values({ ...values, company_id: companyId, subcategory_id: subcategoryId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}
