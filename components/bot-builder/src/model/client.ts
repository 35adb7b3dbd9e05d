/**
 * The calls the builder makes (spec 001 §7): the bot from the bot service, the entry points that use
 * its trees from the core service, the schedule rules from chronos. An interface so the store can be
 * tested with an in-memory client.
 */
import { ChronosRule, EntryPoint } from '@omnicanal/api';
import { entryPointTrees } from '@omnicanal/core';
import { type Bot, fromWire, toWire, type WireBot } from '@omnicanal/core/bot';
import { api } from '@omnicanal/stores';
import * as v from 'valibot';

/** An entry point and the tree keys it uses (a tree used by one cannot be deleted, spec 001 §5). */
export interface EntryPointLink {
  id: number;
  name: string;
  /** Tree keys. */
  trees: string[];
}

/** The builder's calls. */
export interface BotClient {
  /** `GET bot /bot/{skill}/{bot}/`. */
  getBot(skill: string, bot: string): Promise<Bot>;
  /** `POST bot /bot/{skill}/{bot}/` with the wire bot; resolves to the stored bot. */
  saveBot(skill: string, bot: string, value: Bot): Promise<Bot>;
  /** `GET core /integrations/?skill={skill}`. */
  entryPoints(skill: string): Promise<EntryPointLink[]>;
  /** `GET chronos /rules`. */
  chronosRules(): Promise<ChronosRule[]>;
}

const botPath = (skill: string, bot: string) =>
  `/bot/${encodeURIComponent(skill)}/${encodeURIComponent(bot)}/`;

/** The real client, over `api('bot')`, `api('core')` and `api('chronos')` (session token included). */
export function httpBotClient(): BotClient {
  return {
    async getBot(skill, bot) {
      return fromWire(await api('bot').get<WireBot>(botPath(skill, bot)));
    },
    async saveBot(skill, bot, value) {
      return fromWire(await api('bot').post<WireBot>(botPath(skill, bot), toWire(value)));
    },
    async entryPoints(skill) {
      const list = await api('core').get('/integrations/', { query: { skill }, answer: v.array(EntryPoint) });
      return list.map((e) => ({
        id: e.id,
        name: e.name,
        trees: entryPointTrees(e),
      }));
    },
    async chronosRules() {
      const rules = await api('chronos').get('/rules', { answer: v.array(ChronosRule) });
      return rules.map((r) => ({ id: r.id, label: r.label }));
    },
  };
}

/** Names of the entry points that use `treeKey` (what a refused tree delete lists, spec 001 §8). */
export function entryPointsOfTree(links: readonly EntryPointLink[], treeKey: string): string[] {
  return links.filter((l) => l.trees.includes(treeKey)).map((l) => l.name);
}
