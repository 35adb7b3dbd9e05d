import { randomUUID } from 'node:crypto';
import type { BotPrompt, RichContent } from '@omnicanal/api';
import { safeHref } from '@omnicanal/core';
import type { Bot, WaitStep, WalkStep } from '@omnicanal/core/bot';
import type { StepAuthor } from './tables.ts';

/** A step row before it is stored (the session, company, bot and time are added by the repo). */
export interface StepRow {
  tree: string | null;
  node: string | null;
  action: string;
  answer: string | null;
  author: StepAuthor;
  content: RichContent | null;
  event: string | null;
  client_id: string | null;
}

/** What a walk step shows the visitor, if anything: text lines, link cards, a text-only choice list. */
function shown(step: WalkStep): RichContent | null {
  switch (step.kind) {
    case 'message':
      return { type: 'txt', text: step.text };
    case 'link': {
      // Only an http(s) address becomes a link card; anything else is shown as its words.
      const url = safeHref(step.url);
      if (url) return { type: 'url', url, desc: step.title || null, img: safeHref(step.image) ?? null };
      const words = [step.title, step.url].filter(Boolean).join(' ');
      return words ? { type: 'txt', text: words } : null;
    }
    case 'buttons':
      return step.text ? { type: 'txt', text: step.text } : null;
    default:
      return null;
  }
}

/** What a step that is not a node run records as its action. */
function actionOf(step: WalkStep): string {
  if (step.kind === 'handoff') return `handoff:${step.reason}`;
  if (step.kind === 'end') return `end:${step.reason}`;
  if (step.kind === 'record') return `record:${step.what}`;
  return step.kind;
}

/** Steps that only say what the bot waits on: the node's run row stands for them. */
const isWait = (step: WalkStep) =>
  (step.kind === 'buttons' && !step.text) ||
  step.kind === 'input' ||
  step.kind === 'callback' ||
  step.kind === 'branch';

/**
 * The step rows of a turn, in order: one row per node run (`ran`, the walk's new path), carrying
 * the first thing that node showed; then a row for anything else a node showed or did (a link
 * after its text, a record, a page event, the hand-off, the end). Statistics draw the flow from the
 * node runs; the transcript is the rows with content, under the ids the visitor's lines take.
 */
export function stepRows(
  bot: Bot,
  trees: Map<string, string>,
  ran: readonly string[],
  steps: readonly WalkStep[],
): StepRow[] {
  const rows: StepRow[] = [];
  const row = (node: string | null, action: string, step: WalkStep | null): StepRow => {
    const content = step ? shown(step) : null;
    const answer =
      step?.kind === 'record' ? JSON.stringify(step.data) : step?.kind === 'event' ? step.label : null;
    return {
      tree: node ? (trees.get(node) ?? null) : null,
      node,
      action,
      answer,
      author: content ? 'bot' : 'system',
      content,
      event: content ? randomUUID() : null,
      client_id: null,
    };
  };
  const pending = steps.filter((step) => !isWait(step));
  let at = 0;
  for (const node of ran) {
    const first = pending[at];
    const carried = first && first.node === node && shown(first) ? first : null;
    if (carried) at++;
    rows.push(row(node, bot.nodes[node]?.action ?? 'unknown', carried));
    while (pending[at] && pending[at]?.node === node) {
      const step = pending[at++] as WalkStep;
      rows.push(row(node, actionOf(step), step));
    }
  }
  for (const step of pending.slice(at)) rows.push(row(step.node, actionOf(step), step));
  return rows;
}

/** What the widget shows for the step the bot waits on. */
export function promptOf(waiting: WaitStep | null): BotPrompt | null {
  if (!waiting) return null;
  switch (waiting.kind) {
    case 'buttons':
      // A text-only channel got the numbered list as text: no buttons there.
      return waiting.text
        ? { kind: 'text', choices: [] }
        : { kind: 'buttons', choices: waiting.choices.map((c) => ({ id: c.node, title: c.title })) };
    case 'callback':
      return waiting.stage === 'timeslot'
        ? { kind: 'buttons', choices: waiting.choices.map((c) => ({ id: c.node, title: c.title })) }
        : { kind: 'text', choices: [] };
    case 'input':
      return { kind: 'text', choices: [] };
    case 'branch':
      return null;
  }
}

/** The visitor's words for any rich content they send to a bot: input of any kind is text. */
export function contentText(content: RichContent): string {
  switch (content.type) {
    case 'txt':
      return content.text;
    case 'url':
      return content.url;
    case 'file':
      return content.name;
    case 'location':
      return content.label ?? `${content.lat}, ${content.lng}`;
    default:
      return content.type;
  }
}
