/**
 * Test data of the component tests: a bot shaped like the demo bot (a welcome tree whose buttons
 * lead to a jump and a hand-off, and a second tree), an in-memory client, a manager. Not imported
 * by product code.
 */
import type { User } from '@omnicanal/api';
import type { Bot } from '@omnicanal/core/bot';
import { makeBot } from '@omnicanal/core/testing';
import type { BotClient, EntryPointLink } from '../model/index.ts';

/** Welcome tree "Accueil" (init) and "Horaires". Node names: "Boutons 3 — Bonjour, …" etc. */
export function demoLikeBot(): Bot {
  const bot = makeBot([
    ['root', 'entrypoint', null],
    ['c1', 'choice', 'root', { data: { title: 'Démarrer' } }],
    ['b1', 'button', 'c1', { txt: 'Bonjour, que souhaitez-vous ?' }],
    ['c2', 'choice', 'b1', { data: { title: 'Horaires' } }],
    ['c3', 'choice', 'b1', { data: { title: 'Conseiller' } }],
    ['j1', 'totree', 'c2', { data: { tree: 't2' } }],
    ['k1', 'console', 'c3'],
    ['root2', 'entrypoint', null],
    ['i1', 'image', 'root2', { txt: 'Nous sommes ouverts de 9 h à 18 h.' }],
  ]);
  const web = bot.channels.web;
  if (web?.trees.t2) web.trees.t2 = { ...web.trees.t2, title: 'Horaires' };
  return bot;
}

/** Node names of the welcome tree, as the canvas shows them. */
export const WELCOME_NODES = [
  "Point d'entrée 1",
  'Choix 2 — Démarrer',
  'Boutons 3 — Bonjour, que souhaitez-vous ?',
  'Choix 4 — Horaires',
  'Choix 5 — Conseiller',
  "Aller à l'arbre 6",
  'Transfert à un conseiller 7',
];

export interface FakeClient extends BotClient {
  saved: Bot[];
  loads: number;
}

export interface FakeOptions {
  /** Rejects loads while set (an `ApiRequestError`-like error). */
  failLoad?: boolean;
  /** Rejects saves with this server text. */
  failSave?: string;
  entryPoints?: EntryPointLink[];
}

/** An in-memory bot service serving a copy of `bot` and keeping what is saved. */
export function fakeClient(bot: Bot, options: FakeOptions = {}): FakeClient {
  let stored = structuredClone(bot);
  const client: FakeClient = {
    saved: [],
    loads: 0,
    async getBot() {
      client.loads += 1;
      if (options.failLoad) throw { error: { status: 500, code: 'server', fields: {}, general: [] } };
      return structuredClone(stored);
    },
    async saveBot(_skill, _bot, value) {
      if (options.failSave) {
        throw { error: { status: 400, code: 'invalid', fields: {}, general: [options.failSave] } };
      }
      client.saved.push(value);
      stored = structuredClone(value);
      return structuredClone(value);
    },
    async entryPoints() {
      return options.entryPoints ?? [];
    },
    async chronosRules() {
      return [];
    },
  };
  return client;
}

/** A manager of the demo company. */
export function makeManager(): User {
  return {
    id: 7,
    uuid: 'manager-uuid',
    first_name: 'Marie',
    last_name: 'Durand',
    email: 'manager@demo.test',
    phone_number: null,
    timezone: 'Europe/Paris',
    language: 'fr',
    user_role: 'manager',
    date_joined: '2026-01-01T00:00:00Z',
    has_confirm_email: true,
    want_notif: false,
    pause: false,
    max_rooms: 5,
    max_reviews: 0,
    max_tickets: 0,
    groups: [],
    subaccounts: [],
    permissions: { skills: [{ id: 1, auto_allocation: true }], groups: [] },
    notif_new_msg_sound: false,
  } as User;
}
