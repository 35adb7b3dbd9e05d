import { type ChannelKind, isChannelKind } from '@omnicanal/core';

/**
 * What the `item` attribute of the channels section names (spec 000 route table,
 * `/messaging/{skill?}/{channel?}`, `add/{code}`, `edit/{code}/{uuid?}`).
 */
export type ChannelsRoute =
  | { screen: 'list'; skill: number | null; kind: ChannelKind | null }
  | { screen: 'add'; kind: ChannelKind }
  | { screen: 'edit'; kind: ChannelKind; uuid: string | null }
  /** `/messaging/logged`: back from a provider's sign-in, its outcome in the page's query. */
  | { screen: 'logged' }
  | { screen: 'missing' };

const isKind = (value: string | undefined): value is ChannelKind => isChannelKind(value);
const UUID = /^[0-9a-f-]{36}$/i;

/**
 * Nothing is the list; `<skill>` and `<skill>/<kind>` the list filtered; `add/<kind>` a new
 * channel's form; `edit/<kind>/<uuid>` a channel's form (without the uuid, the kind's first one);
 * `logged` the return page of a provider's sign-in.
 */
export function channelsRoute(item: string | undefined): ChannelsRoute {
  if (!item) return { screen: 'list', skill: null, kind: null };
  if (item === 'logged') return { screen: 'logged' };
  const [head, second, third, ...rest] = item.split('/');
  if (rest.length > 0) return { screen: 'missing' };
  if (head === 'add')
    return isKind(second) && third === undefined ? { screen: 'add', kind: second } : { screen: 'missing' };
  if (head === 'edit') {
    if (!isKind(second) || (third !== undefined && !UUID.test(third))) return { screen: 'missing' };
    return { screen: 'edit', kind: second, uuid: third ?? null };
  }
  if (third !== undefined || !/^\d{1,9}$/.test(head ?? '') || Number(head) < 1) return { screen: 'missing' };
  if (second !== undefined && !isKind(second)) return { screen: 'missing' };
  return { screen: 'list', skill: Number(head), kind: second ?? null };
}

/** The `item` of the list filtered by a skill (none: every skill). */
export const listItem = (skill: number | null): string | undefined =>
  skill === null ? undefined : String(skill);
