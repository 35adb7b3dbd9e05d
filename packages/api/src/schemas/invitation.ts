import { safeHref } from '@omnicanal/core';
import * as v from 'valibot';
import { maybe } from './common.ts';

/**
 * What an agent invites the visitor to do from the room actions (spec 000 §4: ask for payment,
 * authentication, send address, product, timeslots, callback; §1: co-browsing and video calls).
 * Each is sent into the room as a rich content message. The messages below are catalogue keys the
 * console translates under its fields.
 */

const WebUrl = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('required'),
  v.maxLength(2048, 'too_long'),
  v.url('url_invalid'),
  v.check((u) => safeHref(u) !== null, 'url_invalid'),
);
const OptionalWebUrl = maybe(v.union([v.literal(''), WebUrl], 'url_invalid'));
const Title = v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(128, 'too_long'));
const OptionalText = maybe(v.pipe(v.string(), v.trim(), v.maxLength(128, 'too_long')));

/** Currencies of spec 000 §1. */
export const PAYMENT_CURRENCIES = ['EUR', 'USD'] as const;

/** Slots one timeslots message may offer. */
export const TIMESLOTS_MAX = 10;

/** Room events an agent sends with the socket's `room_event` command, by kind. */
export const RoomEventData = {
  payment: v.object({
    amount: v.pipe(
      v.number('amount_invalid'),
      v.gtValue(0, 'amount_invalid'),
      v.maxValue(1_000_000, 'amount_invalid'),
    ),
    currency: v.picklist(PAYMENT_CURRENCIES, 'currency_invalid'),
    url: OptionalWebUrl,
  }),
  authentication: v.object({ title: Title }),
  address: v.object({
    lat: v.pipe(v.number('lat_invalid'), v.minValue(-90, 'lat_invalid'), v.maxValue(90, 'lat_invalid')),
    lng: v.pipe(v.number('lng_invalid'), v.minValue(-180, 'lng_invalid'), v.maxValue(180, 'lng_invalid')),
    label: OptionalText,
  }),
  product: v.object({ url: WebUrl, desc: OptionalText, img: OptionalWebUrl }),
  timeslots: v.object({
    title: Title,
    slots: v.pipe(
      v.array(
        v.pipe(
          v.object({
            start: v.pipe(v.string(), v.isoTimestamp('slot_invalid')),
            end: v.pipe(v.string(), v.isoTimestamp('slot_invalid')),
          }),
          v.check((slot) => Date.parse(slot.end) > Date.parse(slot.start), 'slot_order'),
        ),
      ),
      v.minLength(1, 'slots_required'),
      v.maxLength(TIMESLOTS_MAX, 'too_many_slots'),
    ),
  }),
  callback: v.object({
    title: Title,
    phone_number: maybe(v.pipe(v.string(), v.trim(), v.regex(/^(\+?[\d ().-]{6,24})?$/, 'phone_invalid'))),
  }),
} as const;

export type RoomEventKind = keyof typeof RoomEventData;
export const ROOM_EVENT_KINDS = Object.keys(RoomEventData) as RoomEventKind[];
export type RoomEventPayload<K extends RoomEventKind> = v.InferOutput<(typeof RoomEventData)[K]>;

/** Invitations the cobrowse service opens (spec 000 §7: POST /sessions for co-browsing and video). */
export const INVITATION_KINDS = ['cobrowsing', 'webrtc'] as const;
export type InvitationKind = (typeof INVITATION_KINDS)[number];

/** Body of `POST /api/cobrowse/sessions`. */
export const InvitationRequest = v.object({
  room: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  kind: v.picklist(INVITATION_KINDS),
});
export type InvitationRequest = v.InferOutput<typeof InvitationRequest>;

/** An invitation as the service answers it: where it leads and until when it is valid. */
export const Invitation = v.object({
  kind: v.picklist(INVITATION_KINDS),
  room: v.string(),
  expires_at: v.string(),
  url: v.string(),
});
export type Invitation = v.InferOutput<typeof Invitation>;

/** Answer of `POST /api/cobrowse/sessions`: the invitation and the room event that carries it. */
export const OpenedInvitation = v.object({ ...Invitation.entries, message: v.string() });
export type OpenedInvitation = v.InferOutput<typeof OpenedInvitation>;

/** `GET /api/cobrowse/sessions/{token}`: a still valid invitation, for the co-browsing or call client. */
export const InvitationStatus = v.pick(Invitation, ['kind', 'room', 'expires_at']);
export type InvitationStatus = v.InferOutput<typeof InvitationStatus>;
