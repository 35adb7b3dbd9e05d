import {
  type InvitationKind,
  newClientId,
  RoomEventData,
  type RoomEventKind,
  TIMESLOTS_MAX,
} from '@omnicanal/api';
import { decodeMessage } from '@omnicanal/api/wire';
import { api } from '@omnicanal/stores';
import * as v from 'valibot';
import { command } from './connection.ts';
import { $conversation } from './conversation.ts';
import { receiveMessage } from './messages.ts';

/**
 * The room actions menu (spec 000 §4: ask for payment, authentication, send address, product,
 * timeslots, callback; §1: co-browsing and video call requests), in the order it lists them.
 */
export const ROOM_ACTIONS = [
  'payment',
  'authentication',
  'address',
  'product',
  'timeslots',
  'callback',
  'cobrowsing',
  'webrtc',
] as const satisfies readonly (RoomEventKind | InvitationKind)[];
export type RoomAction = (typeof ROOM_ACTIONS)[number];

export const isInvitation = (action: RoomAction): action is InvitationKind =>
  action === 'cobrowsing' || action === 'webrtc';

/** Rows of the timeslots form. */
export const TIMESLOT_ROWS = Math.min(3, TIMESLOTS_MAX);

/** The fields of each action's form, by name; values are the inputs' strings. */
export const ACTION_FIELDS: Record<RoomEventKind, readonly string[]> = {
  payment: ['amount', 'currency', 'url'],
  authentication: ['title'],
  address: ['label', 'lat', 'lng'],
  product: ['url', 'desc', 'img'],
  timeslots: [
    'title',
    ...Array.from({ length: TIMESLOT_ROWS }, (_, i) => [`slots.${i}.start`, `slots.${i}.end`]).flat(),
  ],
  callback: ['title', 'phone_number'],
};

export type FormValues = Record<string, string>;
/** Field name -> message key (under `inbox-composer:errors.`). */
export type FormErrors = Record<string, string>;

/** A decimal typed the French way or the English way; empty or garbage is NaN (refused). */
export function parseDecimal(text: string): number {
  const clean = text.trim().replace(/\s/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(clean) ? Number(clean) : Number.NaN;
}

/** A `datetime-local` value (the agent's local time) as an ISO instant; garbage stays as typed. */
export function localToIso(value: string): string {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? date.toISOString() : value;
}

const optional = (text: string | undefined) => (text?.trim() ? text.trim() : null);

/** The payload of a kind from its form's strings, before the shared schema checks it. */
function payloadOf(kind: RoomEventKind, values: FormValues): { data: unknown; rows: number[] } {
  const get = (name: string) => values[name] ?? '';
  switch (kind) {
    case 'payment':
      return {
        data: { amount: parseDecimal(get('amount')), currency: get('currency'), url: optional(get('url')) },
        rows: [],
      };
    case 'authentication':
      return { data: { title: get('title') }, rows: [] };
    case 'address':
      return {
        data: { lat: parseDecimal(get('lat')), lng: parseDecimal(get('lng')), label: optional(get('label')) },
        rows: [],
      };
    case 'product':
      return { data: { url: get('url'), desc: optional(get('desc')), img: optional(get('img')) }, rows: [] };
    case 'timeslots': {
      // Empty rows are left out; `rows` maps each slot back to the form row that holds it.
      const rows: number[] = [];
      const slots = [];
      for (let i = 0; i < TIMESLOT_ROWS; i++) {
        const start = get(`slots.${i}.start`);
        const end = get(`slots.${i}.end`);
        if (!start && !end) continue;
        rows.push(i);
        slots.push({ start: localToIso(start), end: localToIso(end) });
      }
      return { data: { title: get('title'), slots }, rows };
    }
    case 'callback':
      return { data: { title: get('title'), phone_number: optional(get('phone_number')) }, rows: [] };
  }
}

/** The form field an issue belongs under. */
function fieldOf(kind: RoomEventKind, issue: v.BaseIssue<unknown>, rows: number[]): string {
  const path = v.getDotPath(issue) ?? '';
  if (kind !== 'timeslots' || !path.startsWith('slots')) return path || ACTION_FIELDS[kind][0] || '';
  const [, index, part] = path.split('.');
  if (index === undefined) return 'slots.0.start';
  const row = rows[Number(index)] ?? 0;
  // The order check is on the slot itself: shown under its end.
  return `slots.${row}.${part ?? 'end'}`;
}

/**
 * Checks an action's form with the shared schema the server uses: the payload to send, or the
 * first error of each field.
 */
export function roomEventFromForm(
  kind: RoomEventKind,
  values: FormValues,
): { data: Record<string, unknown> } | { errors: FormErrors } {
  const { data, rows } = payloadOf(kind, values);
  const parsed = v.safeParse(RoomEventData[kind], data);
  if (parsed.success) return { data: data as Record<string, unknown> };
  const errors: FormErrors = {};
  for (const issue of parsed.issues) {
    const field = fieldOf(kind, issue, rows);
    errors[field] ??= /^[a-z_]+$/.test(issue.message) ? issue.message : 'invalid';
  }
  return { errors };
}

/** Sends an action's invitation into the open room (socket `room_event`); the message joins the log. */
export async function sendRoomEvent(kind: RoomEventKind, data: Record<string, unknown>): Promise<void> {
  const { uuid } = $conversation.get();
  if (!uuid) return;
  const answer = await command('room_event', { room: uuid, kind, data, client_id: newClientId() });
  const message = decodeMessage(answer);
  if (message) receiveMessage(message);
}

/** Invites the visitor to co-browse or to a video call (cobrowse service, POST /sessions). */
export async function sendInvitation(kind: InvitationKind): Promise<void> {
  const { uuid } = $conversation.get();
  if (uuid) await api('cobrowse').post('/sessions', { room: uuid, kind });
}

/** The item a menu key moves to from `current` among `count`, or null for other keys. */
export function menuIndex(current: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** An OpenStreetMap link for a position, built from the numbers only (never from a label). */
export function mapUrl(lat: number, lng: number): string | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return null;
  const la = lat.toFixed(6);
  const ln = lng.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${ln}#map=16/${la}/${ln}`;
}
