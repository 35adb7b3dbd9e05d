import type { CampaignInput } from '@omnicanal/api';
import {
  CAMPAIGN_FALLBACK_KIND,
  CAMPAIGN_TEMPLATE_KIND,
  type CampaignType,
  type ExternalIdKind,
  instantOf,
  templateContentVariables,
  whatsappTierLimit,
} from '@omnicanal/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { countAudience } from './start.ts';
import { webivrLinks } from './webivr-links.ts';

const refused = (fields: Record<string, string[]>, detail = 'The campaign breaks a rule.') =>
  new HttpError(400, 'invalid_payload', detail, fields);

/** The external_id kind a campaign's audiences must hold (one message per contact of the channel). */
export const AUDIENCE_KIND: Readonly<Record<CampaignType, ExternalIdKind>> = {
  whatsapp: 'PHONE_NUMBER',
  sms: 'PHONE_NUMBER',
  rcs: 'PHONE_NUMBER',
  googlebm: 'GBM_CONVERSATION_ID',
  messenger: 'FACEBOOK_PSID',
};

/**
 * Refuses a campaign that breaks a rule of spec 002 §5, each problem on its field: a template
 * that is not the company's validated template of the campaign's kind with a channel account, a
 * fallback where the type has none, audiences of another company or contact kind, a start that is
 * not later than now, variables assigned from a column no audience has. Unfilled variables are
 * `variables_incomplete` unless the form's prompt was confirmed; an audience larger than the
 * WhatsApp number's tier is `whatsapp_tier_limit` with the `limit`.
 */
export async function checkCampaign(
  db: Kysely<DB>,
  companyId: number,
  input: CampaignInput,
  now: Date,
  ownColumns: readonly string[] = [],
): Promise<void> {
  const templates = await db
    .selectFrom('templates')
    .select(['id', 'kind', 'status', 'channel_id', 'content'])
    .where('company_id', '=', companyId)
    .where('id', 'in', [input.template, ...(input.fallback_template ? [input.fallback_template] : [])])
    .execute();
  const template = templates.find((t) => t.id === input.template);
  const fields: Record<string, string[]> = {};
  if (!template || template.kind !== CAMPAIGN_TEMPLATE_KIND[input.type]) fields.template = ['invalid_choice'];
  else if (template.status !== 'VALIDATED') fields.template = ['template_not_validated'];
  else if (template.channel_id === null) fields.template = ['template_without_account'];
  if (input.fallback_template !== null) {
    const fallback = templates.find((t) => t.id === input.fallback_template);
    const kind = CAMPAIGN_FALLBACK_KIND[input.type];
    if (!kind) fields.fallback_template = ['fallback_unsupported'];
    else if (!fallback || fallback.kind !== kind) fields.fallback_template = ['invalid_choice'];
    else if (fallback.status !== 'VALIDATED') fields.fallback_template = ['template_not_validated'];
  }

  const lists = await db
    .selectFrom('contact_lists')
    .select(['id', 'kind', 'extra_keys'])
    .where('company_id', '=', companyId)
    .where('id', 'in', input.contact_lists)
    .execute();
  if (lists.length !== new Set(input.contact_lists).size) fields.contact_lists = ['invalid_choice'];
  else if (lists.some((l) => l.kind !== AUDIENCE_KIND[input.type])) fields.contact_lists = ['audience_kind'];

  if (input.skill !== null) {
    const skill = await db
      .selectFrom('skills')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', input.skill)
      .executeTakeFirst();
    if (!skill) fields.skill = ['unknown_skill'];
  }
  if (input.entry_point !== null) {
    const entry = await db
      .selectFrom('integrations')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', input.entry_point)
      .executeTakeFirst();
    if (!entry) fields.entry_point = ['invalid_choice'];
  }
  if (input.dtstart !== null && instantOf(input.dtstart, input.tzid).getTime() <= now.getTime())
    fields.dtstart = ['start_in_past'];
  if (input.dtstart === null && input.recurrence !== null) fields.recurrence = ['requires_start'];

  // An audience's variables, and those of the campaign's own variable file.
  const columns = new Set([...lists.flatMap((l) => l.extra_keys), ...ownColumns]);
  if (Object.values(input.variables).some((a) => a.source === 'audience' && !columns.has(a.column)))
    fields.variables = ['column_unknown'];
  // A visual IVR link: an entry point of the company that opens a published web IVR.
  const links = Object.entries(input.variables).flatMap(([n, a]) =>
    a.source === 'webivr' ? [[n, a.entry_point] as const] : [],
  );
  if (links.length > 0) {
    const offered = new Set((await webivrLinks(db, companyId, '')).map((l) => l.entry_point));
    for (const [n, entryPoint] of links)
      if (!offered.has(entryPoint)) fields[`variables.${n}`] = ['webivr_link_invalid'];
  }
  if (Object.keys(fields).length > 0) throw refused(fields);

  const missing = template
    ? templateContentVariables(template.content).filter((n) => input.variables[String(n)] === undefined)
    : [];
  if (missing.length > 0 && !input.confirm_incomplete)
    throw new HttpError(400, 'variables_incomplete', `Variables without a value: ${missing.join(', ')}.`, {
      variables: missing.map(String),
    });

  if (input.type === 'whatsapp' && template?.channel_id) {
    const channel = await db
      .selectFrom('channels')
      .select('settings')
      .where('id', '=', template.channel_id)
      .executeTakeFirst();
    const limit = whatsappTierLimit(channel?.settings.tier);
    if (limit !== null) {
      const { selected } = await countAudience(db, companyId, input.contact_lists, input.audience_filters);
      if (selected > limit)
        throw new HttpError(
          400,
          'whatsapp_tier_limit',
          `Only ${limit} messages per 24 h: reduce the audience.`,
          {
            contact_lists: ['whatsapp_tier_limit'],
            limit: [String(limit)],
          },
        );
    }
  }
}
