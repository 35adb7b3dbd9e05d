import type { WebivrNodeAction } from '@omnicanal/api';
import type { Kysely } from 'kysely';
import type { Actor } from '../auth/access.ts';
import type { DB } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { seesResource } from './scope.ts';
import { seesSkill, type WorkingAccount } from './working.ts';

/*
 * What a node points to must be the company's and within the caller's reach (spec 001 §5 "Access
 * by skill group: FAQ, form and messaging actions show 'not accessible (Skill group)'"): a FAQ or
 * form kept for another skill than the web IVR's, or one of a skill the caller does not work on, is
 * `not_accessible`; an id of another company is `not_found`, as if it did not exist.
 */

const refused = (field: string, word: 'not_found' | 'not_accessible') =>
  new HttpError(
    400,
    'invalid_payload',
    `The node points to something ${word === 'not_found' ? 'unknown' : 'not accessible'}.`,
    {
      [`data.${field}`]: [word],
    },
  );

/** A FAQ or form the node may open. */
async function checkResource(
  db: Kysely<DB>,
  actor: Actor,
  account: WorkingAccount,
  table: 'webivr_faqs' | 'webivr_forms',
  field: string,
  id: number,
) {
  const row = await db
    .selectFrom(table)
    .select('skill_id')
    .where('company_id', '=', account.company_id)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw refused(field, 'not_found');
  const sameSkill = row.skill_id === null || row.skill_id === account.skill_id;
  if (!sameSkill || !(await seesResource(db, actor, row.skill_id))) throw refused(field, 'not_accessible');
}

/** Checks every reference of a node's settings; drafts (null, empty) pass. */
export async function checkReferences(
  db: Kysely<DB>,
  actor: Actor,
  account: WorkingAccount,
  node: WebivrNodeAction,
): Promise<void> {
  switch (node.action) {
    case 'faq':
      if (node.data.faq_id !== null)
        await checkResource(db, actor, account, 'webivr_faqs', 'faq_id', node.data.faq_id);
      return;
    case 'form':
      if (node.data.form_id !== null)
        await checkResource(db, actor, account, 'webivr_forms', 'form_id', node.data.form_id);
      return;
    case 'messaging': {
      if (node.data.skill === null) return;
      const skill = await db
        .selectFrom('skills')
        .select('id')
        .where('company_id', '=', account.company_id)
        .where('id', '=', node.data.skill)
        .executeTakeFirst();
      if (!skill) throw refused('skill', 'not_found');
      if (!(await seesSkill(db, actor, skill.id))) throw refused('skill', 'not_accessible');
      return;
    }
    case 'routing': {
      if (node.data.calendar_id === null) return;
      const rule = await db
        .selectFrom('chronos_rules')
        .select('id')
        .where('company_id', '=', account.company_id)
        .where('id', '=', node.data.calendar_id)
        .executeTakeFirst();
      if (!rule) throw refused('calendar_id', 'not_found');
      return;
    }
    case 'to_tree': {
      if (node.data.tree_id === null) return;
      const tree = await db
        .selectFrom('webivr_trees')
        .select('id')
        .where('version_id', '=', account.working_version_id)
        .where('id', '=', node.data.tree_id)
        .executeTakeFirst();
      if (!tree) throw refused('tree_id', 'not_found');
      return;
    }
    default:
      return;
  }
}
