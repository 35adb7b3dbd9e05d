/**
 * Component-test harness of the panels: a store over an in-memory client, a panel rendered into a
 * plain container with the French texts. Not imported by product code.
 */
import type { Bot } from '@omnicanal/core/bot';
import { loadNamespaces } from '@omnicanal/i18n';
import { setLocale } from '@omnicanal/stores';
import { configure, fireEvent, within } from '@testing-library/dom';
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { type BotClient, type BuilderStore, createBuilderStore, type Viewer } from '../model/index.ts';

// Testing Library cannot print React's fiber graph quickly: keep its messages, drop the DOM dump.
configure({ getElementError: (message) => new Error(message ?? 'element not found') });

/** A manager of a hosted company, who sees every panel. */
export const VIEWER: Viewer = { role: 'admin', edition: 'hosted', services: ['dialogflow', 'ravana'] };

/** An in-memory client serving `bot`; counts the schedule rule calls. */
export function fakeClient(bot: Bot, rules: { id: number; label: string }[] = []) {
  const calls = { chronosRules: 0 };
  const client: BotClient = {
    getBot: async () => structuredClone(bot),
    saveBot: async (_skill, _bot, value) => structuredClone(value),
    entryPoints: async () => [],
    chronosRules: async () => {
      calls.chronosRules += 1;
      return rules;
    },
  };
  return { client, calls };
}

/** The same bot with its web trees moved to `channel` (e.g. whatsapp). */
export function onChannel(bot: Bot, channel: string): Bot {
  const web = bot.channels.web;
  return web ? { ...bot, channels: { [channel]: web } } : bot;
}

/** A loaded store of `bot` on `channel`. */
export async function loadedStore(
  bot: Bot,
  channel = 'web',
  client = fakeClient(bot).client,
): Promise<BuilderStore> {
  const store = createBuilderStore({
    skill: 'skill-1',
    bot: bot.identifier,
    channel,
    edition: 'hosted',
    client,
  });
  await store.load();
  return store;
}

let roots: Root[] = [];

/** Renders `element` in French and answers queries within it. */
export async function render(element: ReactElement) {
  setLocale('fr');
  await loadNamespaces(['bot-forms', 'form', 'common']);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  // Rendered before returning, so a test may query at once.
  flushSync(() => root.render(element));
  return within(container);
}

export function cleanup(): void {
  for (const root of roots) root.unmount();
  roots = [];
  document.body.replaceChildren();
}

/** Types `value` into a field and leaves it, as a user tabbing on would. */
export function typeAndLeave(field: HTMLElement, value: string): void {
  fireEvent.input(field, { target: { value } });
  fireEvent.focusOut(field);
}
