import type { Channel } from '@omnicanal/api';
import type { ChannelStatus } from '@omnicanal/core';

/** The badge of a status (spec 002 §4): its words' key and its tone. */
export function statusBadge(status: ChannelStatus): { key: string; tone: 'calm' | 'good' | 'warn' | 'bad' } {
  const key = `settings-channels:status.${status}`;
  if (status === 'active') return { key, tone: 'good' };
  if (status === 'auth_error') return { key, tone: 'bad' };
  if (status === 'in_progress' || status === 'not_visible') return { key, tone: 'warn' };
  return { key, tone: 'calm' };
}

/** The channels of one skill, or all of them; then of one kind when asked. */
export function channelsShown(
  channels: readonly Channel[],
  skill: number | null,
  kind: Channel['kind'] | null,
): Channel[] {
  return channels.filter((c) => (skill === null || c.skill === skill) && (kind === null || c.kind === kind));
}
