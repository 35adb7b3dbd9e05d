import type { AgentAnswers, Message, RoomTemplate } from '@omnicanal/api';
import { REPLY_WINDOW_HOURS, templateContentVariables } from '@omnicanal/core';
import { outboundTemplate, renderMessage } from '../campaigns/sends/render.ts';
import type { TemplateContent } from '../campaigns/templates/tables.ts';
import type { Infrastructure } from '../infrastructure.ts';
import { CommandError } from '../realtime/errors.ts';
import type { RoomRow } from './rooms-repo.ts';
import type { Viewer } from './visibility.ts';

/*
 * WhatsApp accepts only an approved template once 24 hours have passed since the contact's last
 * message. In such a room the agent picks one of the company's validated WhatsApp templates (of the
 * room's channel and skill, or of none), fills its variables and sends it: the inbox shows the
 * filled text, and the channel's provider sends the template with those values.
 */

/** The template kind whose templates WhatsApp approves (campaigns' templates). */
const WHATSAPP_TEMPLATES = 'tyntec-wa';

const originOf = (row: RoomRow) => (row.infos as { origin?: unknown } | null)?.origin;

/** The company's approved templates usable in a room: none outside a channel with a reply window. */
async function usableTemplates(ctx: Pick<Infrastructure, 'db'>, row: RoomRow, id?: number) {
  const origin = originOf(row);
  if (row.channel_id === null || typeof origin !== 'string' || !REPLY_WINDOW_HOURS[origin]) return [];
  let query = ctx.db
    .selectFrom('templates')
    .select(['id', 'name', 'language', 'category', 'content'])
    .where('company_id', '=', row.company_id)
    .where('kind', '=', WHATSAPP_TEMPLATES)
    .where('status', '=', 'VALIDATED')
    .where((eb) => eb.or([eb('channel_id', 'is', null), eb('channel_id', '=', row.channel_id)]))
    .where((eb) => eb.or([eb('skill_id', 'is', null), eb('skill_id', '=', row.skill_id)]))
    .orderBy('name');
  if (id !== undefined) query = query.where('id', '=', id);
  return query.execute();
}

/** Its texts with `{{n}}` left where each value goes, as the contact will read them. */
const textWithSlots = (content: TemplateContent) => {
  const slots = Object.fromEntries(templateContentVariables(content).map((n) => [String(n), `{{${n}}}`]));
  const rendered = renderMessage(content, slots);
  return rendered.type === 'txt' ? rendered.text : '';
};

/** `get_templates`: what the room's agent may send there (any agent who sees the room may read it). */
export async function roomTemplates(
  ctx: Infrastructure,
  viewer: Viewer,
  uuid: string,
): Promise<AgentAnswers['get_templates']> {
  const row = await ctx.rooms.visibleRoom(ctx.db, viewer, uuid);
  const templates: RoomTemplate[] = (await usableTemplates(ctx, row)).map((t) => {
    const content = t.content as TemplateContent;
    return {
      id: t.id,
      name: t.name,
      language: t.language,
      category: t.category,
      variables: templateContentVariables(content),
      examples: content.examples ?? {},
      text: textWithSlots(content),
    };
  });
  return { templates };
}

/**
 * `send_template`: the template with every variable filled, as the room's agent's message. A
 * template not usable in the room is `not_found`; a variable left empty, `variables_incomplete`.
 */
export async function sendRoomTemplate(
  ctx: Infrastructure,
  viewer: Viewer,
  command: { room: string; template: number; values: Record<string, string>; client_id: string },
): Promise<Message> {
  const row = await ctx.rooms.visibleRoom(ctx.db, viewer, command.room);
  const [template] = await usableTemplates(ctx, row, command.template);
  if (!template) throw new CommandError('not_found', 'No approved template of that id for this room.');
  const content = template.content as TemplateContent;
  const missing = templateContentVariables(content).filter((n) => !command.values[String(n)]?.trim());
  if (missing.length > 0)
    throw new CommandError('variables_incomplete', `Variables without a value: ${missing.join(', ')}.`);
  return ctx.messages.sendAsAgent(
    viewer,
    command.room,
    renderMessage(content, command.values),
    command.client_id,
    outboundTemplate({ name: template.name, language: template.language, content }, command.values),
  );
}
