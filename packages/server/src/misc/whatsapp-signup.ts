import type { ChannelInput, WhatsappSignupInput } from '@omnicanal/api';
import type { WHATSAPP_TIERS } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import { type ChannelRow, listChannels } from '../channels/repo.ts';
import type { TakenAccount } from '../channels/signin/service.ts';
import type { DB } from '../db/schema.ts';

type WhatsappInput = Extract<ChannelInput, { kind: 'whatsapp' }>;

/**
 * The full WhatsApp channel an embedded signup creates or completes: the company's channel with the
 * chosen number if it has one, else its full-plan channel still waiting for its number (typed in the
 * channel form), else a new one. The signup's token becomes the channel's access token; an inbound
 * signing secret is made for a new channel and kept for an existing one.
 */
export async function whatsappChannelFor(
  db: Kysely<DB>,
  companyId: number,
  body: WhatsappSignupInput,
  taken: TakenAccount,
  newSecret: () => string,
): Promise<{ input: WhatsappInput; stored: ChannelRow | null }> {
  const whatsapp = (await listChannels(db, companyId)).filter((c) => c.kind === 'whatsapp');
  const numberId = taken.account.phone_number_id ?? taken.account.id;
  const stored =
    whatsapp.find((c) => c.settings.phone_number_id === numberId) ??
    whatsapp.find((c) => c.settings.plan === 'full' && !c.settings.phone_number_id) ??
    null;
  const tier = (stored?.settings.tier as keyof typeof WHATSAPP_TIERS | undefined) ?? 'tier_1k';
  return {
    stored,
    input: {
      kind: 'whatsapp',
      name: body.name,
      skill: body.skill,
      visible: stored?.visible ?? true,
      settings: {
        phone_number: taken.account.display_phone_number ?? String(stored?.settings.phone_number ?? ''),
        phone_number_id: numberId,
        plan: 'full',
        tier,
        business: body.business,
      },
      secrets: {
        ...(stored?.secrets.inbound_secret ? {} : { inbound_secret: newSecret() }),
        ...(taken.credential ? { access_token: taken.credential } : {}),
      },
    },
  };
}
