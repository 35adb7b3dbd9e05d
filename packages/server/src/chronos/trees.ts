import type { CalendarTree } from '@omnicanal/api';
import type { Kysely } from 'kysely';
import { companyBots, companySkillNames } from '../bot/repo.ts';
import { chronosUses } from '../bot/usage.ts';
import type { DB } from '../db/schema.ts';

/**
 * The trees that use calendar `ruleId` (`GET /accounts/calendar-trees/{id}`, the trees dialog):
 * those with a chronos node on it, and those an entry point opens on it (its `trees` entries with
 * this `calendar_id`; the tree is looked up in the entry point's skill's bots). Each tree once per
 * way it is used.
 */
export async function calendarTrees(
  db: Kysely<DB>,
  companyId: number,
  ruleId: number,
): Promise<CalendarTree[]> {
  const [bots, skills, entryPoints] = await Promise.all([
    companyBots(db, companyId),
    companySkillNames(db, companyId),
    db
      .selectFrom('integrations')
      .select(['name', 'skill_id', 'trees'])
      .where('company_id', '=', companyId)
      .orderBy('id')
      .execute(),
  ]);
  const skillName = (id: number) => skills.find((s) => s.id === id)?.name ?? '';
  const titleOf = (skill: number, bot: string, channel: string, tree: string) =>
    bots.find((b) => b.skill_id === skill && b.bot_id === bot)?.data.channels[channel]?.trees[tree]?.title ??
    tree;

  const found: CalendarTree[] = [];
  const seen = new Set<string>();
  for (const use of chronosUses(bots, String(ruleId))) {
    const key = `chronos ${use.skill} ${use.bot} ${use.channel} ${use.tree}`;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push({
      via: 'chronos',
      skill: use.skill,
      skill_name: skillName(use.skill),
      bot: use.bot,
      channel: use.channel,
      tree: use.tree,
      title: titleOf(use.skill, use.bot, use.channel, use.tree),
      entry_point: null,
    });
  }
  for (const entry of entryPoints) {
    for (const link of entry.trees) {
      if (link.calendar_id !== ruleId) continue;
      // The tree key names a tree of one of the skill's bots, in whichever channel holds it.
      for (const bot of bots.filter((b) => b.skill_id === entry.skill_id))
        for (const [channel, content] of Object.entries(bot.data.channels))
          if (content.trees[link.tree_identifier])
            found.push({
              via: 'entry_point',
              skill: entry.skill_id,
              skill_name: skillName(entry.skill_id),
              bot: bot.bot_id,
              channel,
              tree: link.tree_identifier,
              title: content.trees[link.tree_identifier]?.title ?? link.tree_identifier,
              entry_point: entry.name,
            });
    }
  }
  return found;
}
