import { whatsappTierLimit } from '@omnicanal/core';
import type { RateLimitStore } from '../limits/store.ts';
import type { ChannelProvider, OutboundTemplate } from './providers/provider.ts';
import type { ChannelRow } from './repo.ts';

/*
 * A provider's own limits on what one number sends, honoured before each send, across instances
 * (the counters are the database's rate limits): messages per second (a provider says its
 * throughput), and for WhatsApp the tier — business-initiated conversations, which are the
 * templates it sends, per 24 hours. A message over a limit is not refused: it waits until the
 * window has room, then goes.
 */

const DAY_MS = 24 * 3_600_000;

/** Why a message waits, and for how long. `code` is shown with its delivery (null: a short pause). */
export interface Wait {
  ms: number;
  code: string | null;
}

/** The tier limit of a WhatsApp channel (its `tier` setting); null for other kinds and unlimited. */
const tierLimit = (channel: Pick<ChannelRow, 'kind' | 'settings'>) =>
  channel.kind === 'whatsapp' ? whatsappTierLimit(channel.settings.tier) : null;

/**
 * Counts this send against the channel's limits; answers how long it must wait instead, or null
 * when it may go now.
 */
export async function paceSend(
  limits: RateLimitStore,
  channel: Pick<ChannelRow, 'id' | 'kind' | 'settings'>,
  provider: Pick<ChannelProvider, 'perSecond'>,
  template: OutboundTemplate | null | undefined,
): Promise<Wait | null> {
  if (provider.perSecond) {
    const second = await limits.hit(`channel-send:${channel.id}`, 1_000);
    if (second.hits > provider.perSecond) return { ms: Math.max(second.ttlMs, 50), code: null };
  }
  const tier = template ? tierLimit(channel) : null;
  if (tier !== null) {
    const day = await limits.hit(`channel-tier:${channel.id}`, DAY_MS);
    if (day.hits > tier) return { ms: day.ttlMs, code: 'whatsapp_tier_limit' };
  }
  return null;
}
