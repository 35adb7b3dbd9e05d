/**
 * Channel kinds that have a room-label prefix (spec 000 §3), under the short names of the spec and
 * the channel kind codes (`CHANNEL_KINDS`) a channel's rooms carry as their origin.
 */
export const CHANNEL_PREFIXES: Readonly<Record<string, string>> = {
  web: 'ID',
  api: 'API',
  apple: 'AMB',
  messenger: 'FB',
  facebook: 'FB',
  facebook_comments: 'FB',
  gbm: 'GBM',
  googlebm: 'GBM',
  rcs: 'RCS',
  instagram: 'INS',
  instagram_dm: 'INS',
  instagram_comments: 'INS',
  sms: 'SMS',
  telegram: 'TEL',
  twitter: 'TWT',
  twitter_dm: 'TWT',
  twitter_comments: 'TWT',
  whatsapp: 'WA',
};

/** Prefix for a channel: ID by default (web), LC for any other channel (spec 000 §3). */
export function channelPrefix(channel: string | null | undefined): string {
  if (!channel) return 'ID';
  return CHANNEL_PREFIXES[channel] ?? 'LC';
}

export interface LabelledRoom {
  session_group_integer_id?: number | null;
  infos?: { name?: string | null; origin?: string | null } | null;
}

/**
 * spec 000 §3: the room label is the channel prefix followed by the session group integer id;
 * otherwise the infos name.
 */
export function roomLabel(room: LabelledRoom): string {
  const id = room.session_group_integer_id;
  if (typeof id === 'number' && Number.isFinite(id)) return `${channelPrefix(room.infos?.origin)}${id}`;
  return room.infos?.name ?? '';
}
