import type { WebivrAccount, WebivrMenu, WebivrNode, WebivrSnapshotState } from '@omnicanal/api';
import type { Answer } from '../testing/mount.ts';

/*
 * A small web IVR for the builder's component tests: account 3, working version 10, production
 * version 9. Tree "Accueil": a page with a choice leading to a second page, a link, a text and a
 * FAQ; tree "Aide": one page.
 */

export const ACCOUNT: WebivrAccount = {
  id: 3,
  label: 'Accueil client',
  skill: 1,
  language: 'fr',
  theme: null,
  working_version: 10,
  production_version: 9,
  root_node: 'p1',
  has_unpublished_changes: true,
  created_at: '2026-11-01T09:00:00.000Z',
};

export const TITLE = 'SVI web : Accueil client';

const T1 = '11111111-1111-4111-8111-111111111111';
const T2 = '22222222-2222-4222-8222-222222222222';

const node = (
  id: string,
  parent: string | null,
  action: WebivrNode['action'],
  label: string,
  extra: Partial<WebivrNode> = {},
): WebivrNode => ({ id, tree: T1, parent, position: 0, action, label, validated: true, data: {}, ...extra });

export const NODES: WebivrNode[] = [
  node('p1', null, 'page', 'Bienvenue'),
  node('c1', 'p1', 'choice', 'Suivre ma commande', { position: 0 }),
  node('p2', 'c1', 'page', 'Ma commande'),
  node('u1', 'p1', 'uri', 'Site', { position: 1, data: { url: '' }, validated: false }),
  node('x1', 'p1', 'text', 'Horaires', { position: 2, data: { text: 'Horaires : 9 h – 18 h' } }),
  node('f1', 'p1', 'faq', 'Questions', { position: 3, data: { faq_id: null }, validated: false }),
  node('x2', 'p2', 'text', '', { data: { text: 'Votre commande arrive demain.' } }),
  node('h1', null, 'page', 'Aide', { tree: T2 }),
];

export const MENU: WebivrMenu = {
  version: 10,
  trees: [
    { id: T1, label: 'Accueil', root_node: 'p1' },
    { id: T2, label: 'Aide', root_node: 'h1' },
  ],
  nodes: NODES,
};

export const TREES = { T1, T2 };

export const snapshots = (has_previous: boolean, has_next: boolean): WebivrSnapshotState => ({
  has_previous,
  has_next,
  expires_at: null,
});

/** The calls every builder screen makes, answered for this menu. */
export function builderRoutes(extra: Record<string, Answer> = {}): Record<string, Answer> {
  return {
    'GET /webivr/accounts/3': [200, ACCOUNT],
    'GET /webivr/accounts/3/menu': (r) => [200, { ...MENU, version: Number(r.query.get('version') ?? 10) }],
    'GET /webivr/accounts/3/snapshots/state': [200, snapshots(false, false)],
    'GET /webivr/accounts/3/versions': [
      200,
      [
        {
          id: 10,
          kind: 'working',
          label: null,
          comment: '',
          created_at: '2026-11-01T09:00:00.000Z',
          published_at: null,
        },
        {
          id: 9,
          kind: 'production',
          label: 'v1',
          comment: '',
          created_at: '2026-11-02T09:00:00.000Z',
          published_at: '2026-11-02T09:00:00.000Z',
        },
      ],
    ],
    'GET /webivr/accounts/3/nodes': [200, NODES.filter((n) => !n.validated)],
    'GET /core/skills/': [200, [{ id: 1, name: 'Support', auto_allocation: false, services: [] }]],
    'GET /webivr/faqs': [
      200,
      [
        {
          id: 4,
          label: 'Livraison',
          skill: 1,
          icon: '',
          content: 'Sous 48 h.',
          updated_at: '2026-11-01T09:00:00.000Z',
        },
      ],
    ],
    ...extra,
  };
}
