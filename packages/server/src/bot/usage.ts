/**
 * The read-only views of the bot service over a company's stored bots (spec 001 §7): where a schedule
 * rule is used, the dialogflow links, the skills per channel and a skill's bots in numbers.
 */
import type { BotUsage, ChronosUse, DialogflowUse, SkillsByChannel, WireBot } from '@omnicanal/api';
import type { BotRow } from './repo.ts';

/** The channel and tree whose root `node` hangs from, or null for a node outside every tree. */
export function treeOfNode(bot: WireBot, node: string): { channel: string; tree: string } | null {
  const seen = new Set<string>();
  let root = node;
  for (let parent = bot.nodes[root]?.parent ?? null; parent !== null && !seen.has(parent); ) {
    seen.add(parent);
    root = parent;
    parent = bot.nodes[parent]?.parent ?? null;
  }
  for (const [channel, content] of Object.entries(bot.channels)) {
    for (const tree of Object.values(content.trees))
      if (tree.node === root) return { channel, tree: tree.key };
  }
  return null;
}

/** Chronos nodes whose rule is `ruleId`, with the tree they sit in. */
export function chronosUses(rows: readonly BotRow[], ruleId: string): ChronosUse[] {
  const uses: ChronosUse[] = [];
  for (const row of rows) {
    for (const node of Object.values(row.data.nodes)) {
      if (node.action !== 'chronos' || node.data.rule === null || String(node.data.rule) !== ruleId) continue;
      const place = treeOfNode(row.data, node.key);
      if (place) uses.push({ skill: row.skill_id, bot: row.bot_id, ...place, node: node.key });
    }
  }
  return uses;
}

/** Every dialogflow link of every bot. */
export function dialogflowUses(rows: readonly BotRow[]): DialogflowUse[] {
  return rows.flatMap((row) =>
    Object.entries(row.data.dialogflow).map(([node, link]) => ({
      skill: row.skill_id,
      bot: row.bot_id,
      node,
      tree_identifier: link.tree_identifier,
      tree_label: link.tree_label,
      account: link.account,
    })),
  );
}

/** Per channel, the skills (id order) whose bots have at least one tree on it. */
export function skillsByChannel(
  rows: readonly BotRow[],
  skills: readonly { id: number; name: string }[],
): SkillsByChannel {
  const byId = new Map(skills.map((s) => [s.id, s]));
  const result: SkillsByChannel = {};
  for (const row of rows) {
    const skill = byId.get(row.skill_id);
    if (!skill) continue;
    for (const [channel, content] of Object.entries(row.data.channels)) {
      if (Object.keys(content.trees).length === 0) continue;
      const list = result[channel] ?? [];
      if (!list.some((s) => s.id === skill.id)) list.push({ id: skill.id, name: skill.name });
      result[channel] = list.sort((a, b) => a.id - b.id);
    }
  }
  return result;
}

/** A skill's bots: channels, tree and node counts. */
export function botUsages(rows: readonly BotRow[]): BotUsage[] {
  return rows.map((row) => ({
    bot: row.bot_id,
    channels: Object.keys(row.data.channels),
    trees: Object.values(row.data.channels).reduce((n, c) => n + Object.keys(c.trees).length, 0),
    nodes: Object.keys(row.data.nodes).length,
  }));
}
