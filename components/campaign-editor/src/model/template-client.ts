import {
  BotUsage,
  Template,
  type TemplateInput,
  TemplatePage,
  TemplateQuickReplies,
  WireBot,
} from '@omnicanal/api';
import type { TemplateKind, TemplateStatus } from '@omnicanal/core';
import { api } from '@omnicanal/stores';
import * as v from 'valibot';

/*
 * The calls the template screens make to the campaigns service (spec 002 §7, Templates), decoded
 * with the schemas the server answers with.
 */

/** A channel account a template may be sent from (`GET /channels`). */
export const ChannelAccount = v.object({ id: v.number(), kind: v.string(), name: v.string() });
export type ChannelAccount = v.InferOutput<typeof ChannelAccount>;

/** What the templates list asks for. */
export interface TemplateFilters {
  search: string;
  kind: TemplateKind | '';
  status: TemplateStatus | '';
  page: number;
}

export const listTemplates = (filters: TemplateFilters, signal?: AbortSignal): Promise<TemplatePage> =>
  api('campaigns').get('/templates', {
    query: {
      search: filters.search.trim() || undefined,
      kind: filters.kind || undefined,
      status: filters.status || undefined,
      page: filters.page,
    },
    answer: TemplatePage,
    signal,
  });

export const readTemplate = (id: number, signal?: AbortSignal): Promise<Template> =>
  api('campaigns').get(`/templates/${id}`, { answer: Template, signal });

export const saveTemplate = (
  kind: TemplateKind,
  id: number | null,
  input: TemplateInput,
): Promise<Template> =>
  api('campaigns').post(id === null ? `/templates/${kind}` : `/templates/${kind}/${id}`, input, {
    answer: Template,
  });

export const deleteTemplate = (id: number): Promise<void> => api('campaigns').delete(`/templates/${id}`);

/** Sends a WhatsApp draft (or a refused one) to its provider for validation. */
export const submitTemplate = (id: number): Promise<Template> =>
  api('campaigns').post(`/templates/tyntec-wa/${id}/submit`, undefined, { answer: Template });

/** The company's channel accounts templates are sent from, every kind. */
export const listChannelAccounts = (signal?: AbortSignal): Promise<ChannelAccount[]> =>
  api('campaigns').get('/channels', { answer: v.array(ChannelAccount), signal });

/** A tree of the skill's bot a quick reply may lead to. */
export interface TreeChoice {
  key: string;
  title: string;
}

/**
 * The trees the bots of `skill` have on `channel` (the bot service's `used-by-skill`, then each bot),
 * once each, in the bots' order: where a template's quick replies may lead.
 */
export async function listSkillTrees(
  skill: number,
  channel: string,
  signal?: AbortSignal,
): Promise<TreeChoice[]> {
  const bots = await api('bot').get(`/bot/used-by-skill/${skill}`, { answer: v.array(BotUsage), signal });
  const found = new Map<string, string>();
  for (const usage of bots.filter((b) => b.channels.includes(channel))) {
    const bot = await api('bot').get(`/bot/${skill}/${encodeURIComponent(usage.bot)}/`, {
      answer: WireBot,
      signal,
    });
    for (const tree of Object.values(bot.channels[channel]?.trees ?? {}))
      if (!found.has(tree.key)) found.set(tree.key, tree.title);
  }
  return [...found].map(([key, title]) => ({ key, title }));
}

/** Sets the tree each quick reply of a template leads to, and its fallback tree (no new review). */
export const saveQuickReplies = (
  id: number,
  routing: v.InferInput<typeof TemplateQuickReplies>,
): Promise<TemplateQuickReplies> =>
  api('campaigns').post(`/templates/${id}/quickreplies`, routing, { answer: TemplateQuickReplies });
