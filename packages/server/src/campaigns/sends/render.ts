import type { CampaignInput, RichContent } from '@omnicanal/api';
import { fillTemplateVariables, templateVariables } from '@omnicanal/core';
import type { OutboundTemplate } from '../../channels/providers/provider.ts';
import { entryPointLinkUrl } from '../../guests/link-path.ts';
import type { TemplateContent } from '../templates/tables.ts';

/**
 * The value of each variable for one contact: its audience column, the campaign's custom text or
 * URL, or a visual IVR link (the entry point's hosted page at the deployment's `publicUrl`). A
 * variable left unfilled (the form's prompt was confirmed) or a column the contact lacks is
 * written empty.
 */
export function valuesFor(
  assignments: CampaignInput['variables'],
  contact: Readonly<Record<string, string>>,
  publicUrl: string,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [n, assignment] of Object.entries(assignments)) {
    if (assignment.source === 'audience') values[n] = contact[assignment.column] ?? '';
    else if (assignment.source === 'custom') values[n] = assignment.value;
    else if (assignment.source === 'url') values[n] = assignment.url;
    else if (assignment.source === 'webivr') values[n] = entryPointLinkUrl(publicUrl, assignment.entry_point);
  }
  return values;
}

const fill = (text: string, values: Readonly<Record<string, string>>) =>
  fillTemplateVariables(text, (n) => values[String(n)] ?? '');

/**
 * The message a contact receives: the template's header, body and footer with the contact's
 * values, its quick replies offered as numbered choices (what a channel without buttons shows),
 * its links and phone buttons written out. Sent as text through the channel's provider.
 */
export function renderMessage(
  content: TemplateContent,
  values: Readonly<Record<string, string>>,
): RichContent {
  const body =
    content.body.type === 'text'
      ? fill(content.body.text, values)
      : [fill(content.body.title, values), fill(content.body.description, values), content.body.image_url]
          .filter(Boolean)
          .join('\n');
  const header = content.header?.type === 'text' ? fill(content.header.text, values) : '';
  const replies = content.buttons.flatMap((b, i) =>
    b.type === 'quick_reply' ? [`${i + 1}. ${b.text}`] : [],
  );
  const actions = content.buttons.flatMap((b) =>
    b.type === 'url' ? [`${b.text} : ${b.url}`] : b.type === 'phone' ? [`${b.text} : ${b.phone}`] : [],
  );
  const text = [header, body, content.footer, replies.join('\n'), actions.join('\n')]
    .filter(Boolean)
    .join('\n\n');
  return { type: 'txt', text };
}

/**
 * The template as a real provider sends it (WhatsApp): its name and language, and the values of
 * its header's and body's variables in the order the texts use them.
 */
export function outboundTemplate(
  template: { name: string; language: string; content: TemplateContent },
  values: Readonly<Record<string, string>>,
): OutboundTemplate {
  const { header, body } = template.content;
  const bodyText = body.type === 'text' ? body.text : `${body.title}\n${body.description}`;
  const valuesOf = (text: string) => templateVariables(text).map((n) => values[String(n)] ?? '');
  return {
    name: template.name,
    language: template.language,
    header: header?.type === 'text' ? valuesOf(header.text) : [],
    body: valuesOf(bodyText),
  };
}
