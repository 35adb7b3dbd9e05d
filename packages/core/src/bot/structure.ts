/**
 * Whole-bot checks run on save (builder and server): every existing link re-checked with the drop
 * rules, plus the completeness rules of §4 that a single drop cannot decide (an input needs a check and
 * an error; a button needs choices after it).
 */
import { type DropReason, edgeProblem, isDescendant, NOT_ROOT_ACTIONS } from './drop-rules.ts';
import { allTrees, type Bot } from './model.ts';

/** Completeness problems, on top of the drop reasons. */
export type StructureReason =
  | DropReason
  | 'input-needs-check'
  | 'input-needs-error'
  | 'button-needs-choices'
  | 'broken-link'
  | 'unknown-root';

/** One problem, on the node it concerns. */
export interface StructureProblem {
  node: string;
  reason: StructureReason;
}

/** Every structural problem of the bot; empty when it may be saved. */
export function structureProblems(bot: Bot, channel?: string): StructureProblem[] {
  const problems: StructureProblem[] = [];
  for (const tree of allTrees(bot)) {
    const root = bot.nodes[tree.node];
    if (!root) problems.push({ node: tree.node, reason: 'unknown-root' });
    else if (NOT_ROOT_ACTIONS.includes(root.action))
      problems.push({ node: root.key, reason: 'cannot-be-root' });
  }
  for (const [key, node] of Object.entries(bot.nodes)) {
    if (node.parent !== null) {
      const parent = bot.nodes[node.parent];
      if (!parent?.childs.includes(key)) {
        problems.push({ node: key, reason: 'broken-link' });
      } else if (isDescendant(bot, node.parent, key)) {
        problems.push({ node: key, reason: 'cycle' });
      } else {
        const reason = edgeProblem(bot, node, parent, channel);
        if (reason) problems.push({ node: key, reason });
      }
    }
    const kids = node.childs.map((k) => bot.nodes[k]);
    if (kids.some((k) => k === undefined || k.parent !== key))
      problems.push({ node: key, reason: 'broken-link' });
    if (node.action === 'input') {
      if (!kids.some((k) => k?.action === 'input_check'))
        problems.push({ node: key, reason: 'input-needs-check' });
      if (!kids.some((k) => k?.action === 'input_error'))
        problems.push({ node: key, reason: 'input-needs-error' });
    }
    if (node.action === 'button' && !kids.some((k) => k?.action === 'choice')) {
      problems.push({ node: key, reason: 'button-needs-choices' });
    }
  }
  return problems;
}
