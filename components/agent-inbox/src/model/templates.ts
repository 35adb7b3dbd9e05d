import { Message, newClientId, RoomTemplate, SocketCommandError } from '@omnicanal/api';
import { fillTemplateVariables } from '@omnicanal/core';
import * as v from 'valibot';
import { command } from './connection.ts';
import { receiveMessage } from './messages.ts';

/*
 * WhatsApp past its 24-hour window takes only an approved template: the room's usable templates,
 * what one says with the agent's values, and sending it. Unlike a free reply nothing is shown
 * before the server answers: the agent waits in the dialog, which says a refusal.
 */

const Templates = v.object({ templates: v.array(RoomTemplate) });

/** The approved templates the room's agent may send there. */
export async function loadRoomTemplates(room: string): Promise<RoomTemplate[]> {
  const parsed = v.safeParse(Templates, await command('get_templates', { room }));
  if (!parsed.success) throw new SocketCommandError('invalid_payload', 'unexpected answer');
  return parsed.output.templates;
}

/** The template's text with each filled variable in place; an empty one stays `{{n}}`. */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return fillTemplateVariables(text, (n, slot) => values[String(n)]?.trim() || slot);
}

/** The variables still without a value, in the template's order. */
export function missingValues(template: RoomTemplate, values: Readonly<Record<string, string>>): number[] {
  return template.variables.filter((n) => !values[String(n)]?.trim());
}

/** Sends the template with its values; the stored message joins the conversation when it answers. */
export async function sendTemplate(
  room: string,
  template: RoomTemplate,
  values: Readonly<Record<string, string>>,
): Promise<void> {
  const filled = Object.fromEntries(
    template.variables.map((n) => [String(n), values[String(n)]?.trim() ?? '']),
  );
  const answer = await command('send_template', {
    room,
    template: template.id,
    values: filled,
    client_id: newClientId(),
  });
  const parsed = v.safeParse(Message, answer);
  if (parsed.success) receiveMessage(parsed.output);
}
