import { type ThirdPartyKind, thirdPartyKind } from '@omnicanal/core';

/**
 * The screens of /third-parties (spec 000 §2: list, add, add/{id}, edit/{id}): the list, the
 * choice of a kind, the form of a new account of a kind, the form of an account.
 */
export type ThirdPartyRoute =
  | { screen: 'list' }
  | { screen: 'choose' }
  | { screen: 'add'; kind: ThirdPartyKind }
  | { screen: 'edit'; id: number };

/** The screen of `item`; anything unknown (a kind the catalogue lacks, a bad id) is the list. */
export function thirdPartyRoute(item: string | undefined): ThirdPartyRoute {
  if (!item) return { screen: 'list' };
  if (item === 'add') return { screen: 'choose' };
  const [first, second, ...rest] = item.split('/');
  if (rest.length > 0 || second === undefined) return { screen: 'list' };
  if (first === 'add') {
    const kind = thirdPartyKind(second);
    return kind ? { screen: 'add', kind } : { screen: 'choose' };
  }
  const id = Number(second);
  return first === 'edit' && /^\d{1,9}$/.test(second) && id > 0 ? { screen: 'edit', id } : { screen: 'list' };
}
