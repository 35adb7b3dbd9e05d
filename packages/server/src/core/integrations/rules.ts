/**
 * The entry point rules that need the database (spec 001 §5): the type is fixed once created, the
 * skill, the calendars and the trees named must be the company's. The rules the shape alone
 * decides (a URL link opens one channel) are the schema's.
 */
import type { EntryPoint, EntryPointInput } from '@omnicanal/api';
import type { Kysely } from 'kysely';
import { companyBots, findCompanySkill } from '../../bot/repo.ts';
import { listRules } from '../../chronos/repo.ts';
import type { DB } from '../../db/schema.ts';
import { type FieldErrors, HttpError } from '../../http/errors.ts';

/** What an entry point names that must exist: calendars and trees, each with its field path. */
export interface References {
  calendars: { path: string; id: number }[];
  trees: { path: string; key: string }[];
}

/** Every calendar and tree an input names, with the field each comes from. */
export function referencesOf(
  input: Pick<EntryPointInput, 'calendar_id' | 'trees' | 'navbar' | 'menu_buttons'>,
): References {
  const calendars: References['calendars'] = [];
  const trees: References['trees'] = [];
  if (input.calendar_id !== null) calendars.push({ path: 'calendar_id', id: input.calendar_id });
  input.trees.forEach((t, i) => {
    if (t.calendar_id !== null) calendars.push({ path: `trees.${i}.calendar_id`, id: t.calendar_id });
    trees.push({ path: `trees.${i}.tree_identifier`, key: t.tree_identifier });
  });
  input.navbar.forEach((n, i) => {
    if (n.calendar_id !== null) calendars.push({ path: `navbar.${i}.calendar_id`, id: n.calendar_id });
    if (n.tree) trees.push({ path: `navbar.${i}.tree`, key: n.tree });
  });
  input.menu_buttons.forEach((b, i) => {
    if (b.tree) trees.push({ path: `menu_buttons.${i}.tree`, key: b.tree });
  });
  return { calendars, trees };
}

/** Field errors for references to calendars or trees not in the given sets. */
export function unknownReferences(
  refs: References,
  calendars: ReadonlySet<number>,
  trees: ReadonlySet<string>,
): FieldErrors {
  const fields: FieldErrors = {};
  for (const c of refs.calendars) if (!calendars.has(c.id)) fields[c.path] = ['unknown_calendar'];
  for (const t of refs.trees) if (!trees.has(t.key)) fields[t.path] = ['unknown_tree'];
  return fields;
}

/**
 * Tree keys of every bot of a skill, on any channel, and the trees of the skill's web IVRs (their
 * working menus, whose tree ids their published versions keep): a web IVR entry point opens those.
 */
async function skillTrees(db: Kysely<DB>, companyId: number, skillId: number): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const bot of await companyBots(db, companyId, skillId))
    for (const channel of Object.values(bot.data.channels))
      for (const key of Object.keys(channel.trees)) keys.add(key);
  const webivrTrees = await db
    .selectFrom('webivr_trees')
    .innerJoin('webivr_accounts', 'webivr_accounts.working_version_id', 'webivr_trees.version_id')
    .select('webivr_trees.id')
    .where('webivr_accounts.company_id', '=', companyId)
    .where('webivr_accounts.skill_id', '=', skillId)
    .execute();
  for (const tree of webivrTrees) keys.add(tree.id);
  return keys;
}

/**
 * Field errors of an entry point about to be saved, `stored` being its current version (null when
 * created): empty when it may be saved.
 */
export async function entryPointProblems(
  db: Kysely<DB>,
  companyId: number,
  input: EntryPointInput,
  stored: EntryPoint | null,
): Promise<FieldErrors> {
  // Spec 001 §3: "It cannot be changed later."
  if (stored && stored.type !== input.type) return { type: ['type_locked'] };
  if (!(await findCompanySkill(db, companyId, input.skill))) return { skill: ['not_found'] };
  const calendars = new Set((await listRules(db, companyId)).map((r) => r.id));
  return unknownReferences(referencesOf(input), calendars, await skillTrees(db, companyId, input.skill));
}

/** Refuses an input with problems as a 400 naming each field. */
export function refuseProblems(problems: FieldErrors): void {
  if (Object.keys(problems).length === 0) return;
  throw new HttpError(
    400,
    'invalid_payload',
    'The entry point has problems to fix before it is saved.',
    problems,
  );
}
