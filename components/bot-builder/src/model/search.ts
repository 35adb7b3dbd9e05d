/**
 * Search in the bot (the search box): case- and accent-insensitive, over node texts, titles, tags,
 * custom tags, action names and the strings of the payload, in the reading order of the channel.
 */
import { type Bot, type BotNode, nodeTitle } from '@omnicanal/core/bot';
import { channelNodes } from './trees.ts';

/** One match: the node, its tree, the field and a short excerpt of the matching text. */
export interface SearchHit {
  node: string;
  tree: string | null;
  field: 'txt' | 'title' | 'subtitle' | 'tag' | 'customTag' | 'action' | 'data';
  excerpt: string;
}

/** Characters kept on each side of the match in an excerpt. */
const EXCERPT_CONTEXT = 30;

/** One character folded for comparison: accents dropped, lower case. */
const foldChar = (c: string) =>
  c
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** `text` folded, with the position in `text` of each folded character (accents change lengths). */
function folded(text: string): { value: string; origin: number[] } {
  let value = '';
  const origin: number[] = [];
  let at = 0;
  for (const c of text) {
    const f = foldChar(c);
    value += f;
    for (let i = 0; i < f.length; i++) origin.push(at);
    at += c.length;
  }
  return { value, origin };
}

/** Case- and accent-insensitive fold of a whole string. */
export function fold(text: string): string {
  return folded(text).value;
}

/** The excerpt around the first match of `query` (already folded) in `text`, or null. */
function match(text: string, query: string): string | null {
  const { value, origin } = folded(text);
  const index = value.indexOf(query);
  if (index < 0) return null;
  const start = origin[index] as number;
  const end = (origin[index + query.length - 1] as number) + 1;
  const from = Math.max(0, start - EXCERPT_CONTEXT);
  const to = Math.min(text.length, end + EXCERPT_CONTEXT);
  const body = text.slice(from, to).replace(/\s+/g, ' ').trim();
  return `${from > 0 ? '…' : ''}${body}${to < text.length ? '…' : ''}`;
}

/** Every string inside a payload value (nested lists and objects included). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The searchable fields of a node, in the order hits are listed. */
function fields(node: BotNode): [SearchHit['field'], string][] {
  const out: [SearchHit['field'], string][] = [
    ['txt', node.txt ?? ''],
    ['title', nodeTitle(node)],
    ['subtitle', node.subtitle ?? ''],
    ['tag', node.tag],
    ['customTag', node.customTag ?? ''],
    ['action', node.action],
  ];
  if ('data' in node) {
    const data = { ...(node.data as Record<string, unknown>) };
    // Button and choice titles are already searched as the title.
    if (node.action === 'button' || node.action === 'choice') delete data.title;
    for (const s of strings(data)) out.push(['data', s]);
  }
  return out;
}

/** Case- and accent-insensitive search over text, titles, tags, custom tags, action names and payload strings. */
export function searchBot(bot: Bot, channel: string, query: string): SearchHit[] {
  const wanted = fold(query.trim());
  if (wanted === '') return [];
  const hits: SearchHit[] = [];
  for (const { node: key, tree } of channelNodes(bot, channel)) {
    const node = bot.nodes[key] as BotNode;
    const seen = new Set<SearchHit['field']>();
    for (const [field, text] of fields(node)) {
      // One hit per field of a node: a list of words matching twice is one result.
      if (seen.has(field) || text === '') continue;
      const excerpt = match(text, wanted);
      if (excerpt === null) continue;
      seen.add(field);
      hits.push({ node: key, tree, field, excerpt });
    }
  }
  return hits;
}
