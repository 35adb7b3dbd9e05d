/** What the `item` of `section="agents"` names (spec 002 §2: `/settings/agents`, `add`, `{uuid}`). */
export type AgentsRoute =
  | { screen: 'list' }
  | { screen: 'add' }
  /** An agent by uuid or pk, as the server reads both. */
  | { screen: 'edit'; ref: string }
  | { screen: 'missing' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PK = /^[1-9]\d{0,8}$/;

export function agentsRoute(item?: string): AgentsRoute {
  const path = (item ?? '').replace(/^\/+|\/+$/g, '');
  if (path === '') return { screen: 'list' };
  if (path === 'add') return { screen: 'add' };
  if (UUID.test(path) || PK.test(path)) return { screen: 'edit', ref: path.toLowerCase() };
  return { screen: 'missing' };
}
