import type { TemplateInput } from '@omnicanal/api';
import { TEMPLATE_CHANNEL, type TemplateKind, templateProblems } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';

const refused = (fields: Record<string, string[]>) =>
  new HttpError(400, 'invalid_payload', 'The template breaks a rule of its kind.', fields);

/** The tree keys of the skill's bots, every channel together. */
async function treesOf(db: Kysely<DB>, companyId: number, skillId: number | null): Promise<Set<string>> {
  if (skillId === null) return new Set();
  const bots = await db
    .selectFrom('bots')
    .select('data')
    .where('company_id', '=', companyId)
    .where('skill_id', '=', skillId)
    .execute();
  return new Set(
    bots.flatMap((bot) => Object.values(bot.data.channels).flatMap((channel) => Object.keys(channel.trees))),
  );
}

/**
 * Refuses a template that breaks a rule of its kind (core's `templateProblems`), names a skill or
 * channel account that is not the company's (the account must be a channel of the kind's channel),
 * or leads a reply to a tree its skill's bot does not have. Each problem is on its field.
 */
export async function checkTemplate(
  db: Kysely<DB>,
  companyId: number,
  kind: TemplateKind,
  input: Pick<TemplateInput, 'skill' | 'channel_account' | 'buttons' | 'fallback_tree'> &
    Parameters<typeof templateProblems>[1],
): Promise<void> {
  const problems = templateProblems(kind, input);
  if (Object.keys(problems).length > 0) throw refused(problems);
  if (input.skill !== null) {
    const skill = await db
      .selectFrom('skills')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', input.skill)
      .executeTakeFirst();
    if (!skill) throw refused({ skill: ['unknown_skill'] });
  }
  if (input.channel_account !== null) {
    const channel = await db
      .selectFrom('channels')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', input.channel_account)
      .where('kind', '=', TEMPLATE_CHANNEL[kind])
      .executeTakeFirst();
    if (!channel) throw refused({ channel_account: ['invalid_choice'] });
  }
  const wanted = [
    ...input.buttons.flatMap((b) => (b.type === 'quick_reply' && b.tree ? [b.tree] : [])),
    ...(input.fallback_tree ? [input.fallback_tree] : []),
  ];
  if (wanted.length === 0) return;
  const trees = await treesOf(db, companyId, input.skill);
  const fields: Record<string, string[]> = {};
  if (input.buttons.some((b) => b.type === 'quick_reply' && b.tree && !trees.has(b.tree)))
    fields.buttons = ['tree_unknown'];
  if (input.fallback_tree && !trees.has(input.fallback_tree)) fields.fallback_tree = ['tree_unknown'];
  if (Object.keys(fields).length > 0) throw refused(fields);
}
