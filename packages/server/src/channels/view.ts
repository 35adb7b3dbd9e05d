import { CHANNEL_SECRETS, type Channel, type ChannelList } from '@omnicanal/api';
import {
  type ChannelKind,
  type ChannelStatus,
  channelKindsOf,
  type Edition,
  isChannelKind,
} from '@omnicanal/core';
import type { ServerConfig } from '../config.ts';
import { providerNameOf } from './providers/select.ts';
import type { ChannelRow } from './repo.ts';

/** The path of a channel's inbound endpoint under the server's public address. */
export const inboundPath = (uuid: string) => `/api/channels/inbound/${uuid}`;

/** Spec 002 §4: a channel switched off is "not visible", whatever its provider says. */
export function statusOf(row: Pick<ChannelRow, 'visible' | 'status'>): ChannelStatus {
  if (!row.visible) return 'not_visible';
  return row.status === 'in_progress' || row.status === 'auth_error' ? row.status : 'active';
}

/** A channel as the console reads it: each secret answered `set` or `not_set`, never its value. */
export function toChannel(
  config: Pick<ServerConfig, 'telegramApiUrl' | 'whatsappApiUrl' | 'publicUrl'>,
  row: ChannelRow & { kind: ChannelKind },
): Channel {
  const names = CHANNEL_SECRETS[row.kind];
  const set = Object.keys(row.secrets);
  return {
    id: row.id,
    uuid: row.uuid,
    kind: row.kind,
    name: row.name,
    skill: row.skill_id,
    visible: row.visible,
    status: statusOf(row),
    provider: providerNameOf(config, row.kind, set, row.settings),
    status_detail: row.status === 'auth_error' ? row.status_detail : null,
    settings: row.settings,
    secrets: Object.fromEntries(names.map((name) => [name, set.includes(name) ? 'set' : 'not_set'])),
    inbound_url: row.kind === 'web' ? null : `${config.publicUrl}${inboundPath(row.uuid)}`,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * `GET /channels/`: the channels of the kinds the edition shows, and each kind's status: the status
 * of its first channel, `available` when it has none yet.
 */
export function channelList(
  config: Pick<ServerConfig, 'telegramApiUrl' | 'whatsappApiUrl' | 'publicUrl'>,
  edition: Edition,
  rows: ChannelRow[],
): ChannelList {
  const kinds = channelKindsOf(edition);
  const channels = rows
    .filter(
      (row): row is ChannelRow & { kind: ChannelKind } => isChannelKind(row.kind) && kinds.includes(row.kind),
    )
    .map((row) => toChannel(config, row));
  return {
    channels,
    kinds: kinds.map((kind) => ({
      kind,
      status: channels.find((c) => c.kind === kind)?.status ?? 'available',
    })),
  };
}
