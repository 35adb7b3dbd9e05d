import {
  BotUsage,
  ChronosRule,
  deleteEntryPoint,
  type EntryPoint,
  type EntryPointInput,
  type EntryPointWidget,
  fetchEntryPoint,
  fetchEntryPoints,
  fetchEntryPointWidget,
  fetchMessengerMenu,
  type MessengerMenu,
  type MessengerMenuInput,
  saveEntryPoint,
  saveEntryPointWidget,
  saveMessengerMenu,
  WireBot,
} from '@omnicanal/api';
import { api } from '@omnicanal/stores';
import * as v from 'valibot';
import type { Named } from './entry-point-form.ts';

/*
 * The calls the entry point screens make, over the service clients of the session (core, misc,
 * bot, chronos). Plain functions so the screens stay thin.
 */

/** A bot tree an entry point may open: its key and its title. */
export interface TreeChoice {
  key: string;
  title: string;
}

export const listEntryPoints = (): Promise<EntryPoint[]> => fetchEntryPoints(api('core'));
export const readEntryPoint = (id: number): Promise<EntryPoint> => fetchEntryPoint(api('core'), id);
export const writeEntryPoint = (id: number | null, input: EntryPointInput): Promise<EntryPoint> =>
  saveEntryPoint(api('core'), id, input);
export const removeEntryPoint = (id: number): Promise<void> => deleteEntryPoint(api('core'), id);
export const readWidget = (id: number): Promise<EntryPointWidget> => fetchEntryPointWidget(api('core'), id);
export const writeWidget = (id: number, input: EntryPointWidget): Promise<EntryPointWidget> =>
  saveEntryPointWidget(api('core'), id, input);
export const readMenu = (id: number): Promise<MessengerMenu> => fetchMessengerMenu(api('misc'), id);
export const writeMenu = (id: number | null, input: MessengerMenuInput): Promise<MessengerMenu> =>
  saveMessengerMenu(api('misc'), id, input);

/** The company's skills, by name. */
export async function listSkills(): Promise<Named[]> {
  const skills = await api('core').get<{ id: number; name: string }[]>('/skills/');
  return skills.map((s) => ({ id: s.id, name: s.name }));
}

/** The company's calendars (chronos rules), by label. */
export async function listCalendars(): Promise<Named[]> {
  const rules = await api('chronos').get('/rules', { answer: v.array(ChronosRule) });
  return rules.map((r) => ({ id: r.id, name: r.label }));
}

/** Every tree of the bots of a skill, once each, in the bots' order. */
export async function skillTrees(skill: number): Promise<TreeChoice[]> {
  const bots = await api('bot').get(`/bot/used-by-skill/${skill}`, { answer: v.array(BotUsage) });
  const found = new Map<string, string>();
  for (const usage of bots) {
    const bot = await api('bot').get(`/bot/${skill}/${encodeURIComponent(usage.bot)}/`, { answer: WireBot });
    for (const channel of Object.values(bot.channels))
      for (const tree of Object.values(channel.trees))
        if (!found.has(tree.key)) found.set(tree.key, tree.title);
  }
  return [...found].map(([key, title]) => ({ key, title }));
}
