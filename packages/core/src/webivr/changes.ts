/*
 * "What changed since the published version" (issue 18, beyond the peers): nodes keep their id from
 * version to version, so the working menu compares to the production one node by node.
 */

/** What the comparison reads of a node. */
export interface ComparedNode {
  id: string;
  tree: string;
  parent: string | null;
  position: number;
  action: string;
  label: string;
  validated: boolean;
  data: Readonly<Record<string, unknown>>;
}

/** The nodes added, removed and edited (moved, renamed, re-set or changed in kind), by id. */
export interface MenuChanges {
  added: string[];
  removed: string[];
  edited: string[];
}

/** JSON with sorted keys: two settings objects written in another order still compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

const sameNode = (a: ComparedNode, b: ComparedNode) =>
  a.tree === b.tree &&
  a.parent === b.parent &&
  a.position === b.position &&
  a.action === b.action &&
  a.label === b.label &&
  a.validated === b.validated &&
  canonical(a.data) === canonical(b.data);

/** The changes from `published` (empty before the first publish) to `working`. */
export function menuChanges(
  published: readonly ComparedNode[],
  working: readonly ComparedNode[],
): MenuChanges {
  const before = new Map(published.map((node) => [node.id, node]));
  const after = new Set(working.map((node) => node.id));
  const changes: MenuChanges = { added: [], removed: [], edited: [] };
  for (const node of working) {
    const old = before.get(node.id);
    if (!old) changes.added.push(node.id);
    else if (!sameNode(old, node)) changes.edited.push(node.id);
  }
  for (const node of published) if (!after.has(node.id)) changes.removed.push(node.id);
  return changes;
}
