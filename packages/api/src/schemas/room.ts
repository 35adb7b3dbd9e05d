import { ROOM_STATUSES } from '@omnicanal/core';
import * as v from 'valibot';
import { maybe } from './common.ts';

/** Room infos of spec 000 §3. */
/**
 * What the bot left to the agent at the hand-off (bot runtime): which bot, the trees and nodes it ran
 * through in order, the variables the visitor's answers set, and why it handed off.
 */
export const RoomBotInfos = v.object({
  bot: v.string(),
  /** Each node run, with what the agent can read of it (its text, title or action). */
  path: v.array(v.object({ tree: v.nullable(v.string()), node: v.string(), label: maybe(v.string()) })),
  variables: v.record(v.string(), v.string()),
  reason: v.string(),
});
export type RoomBotInfos = v.InferOutput<typeof RoomBotInfos>;

export const RoomInfos = v.object({
  active_since: maybe(v.string()),
  avatar: maybe(v.string()),
  bot: maybe(RoomBotInfos),
  browser: maybe(v.string()),
  contact_reason: maybe(v.string()),
  crm_data: maybe(v.record(v.string(), v.unknown())),
  customer: maybe(v.number()),
  detected_language: maybe(v.string()),
  device: maybe(v.string()),
  email: maybe(v.string()),
  extra: maybe(v.record(v.string(), v.unknown())),
  full_name: maybe(v.string()),
  language: maybe(v.string()),
  name: maybe(v.string()),
  origin: maybe(v.string()),
  phone_number: maybe(v.string()),
  /** Out of 5; a survey's answer also gives the NPS out of 10 (`{sat, nps}`). */
  satisfaction: maybe(v.union([v.number(), v.object({ sat: v.number(), nps: maybe(v.number()) })])),
  skill: maybe(v.string()),
  username: maybe(v.string()),
  /** The labels of the web IVR steps a visitor took before asking for a chat, in order. */
  webivr_path: maybe(v.array(v.string())),
});
export type RoomInfos = v.InferOutput<typeof RoomInfos>;

export const RoomAgent = v.object({ uuid: v.string(), first_name: v.string(), last_name: v.string() });

export const RoomStatusSchema = v.picklist(ROOM_STATUSES);

/** Room of spec 000 §3. */
export const Room = v.object({
  uuid: v.string(),
  status: RoomStatusSchema,
  infos: RoomInfos,
  unread_msg: v.number(),
  skill: v.number(),
  agent: v.nullable(RoomAgent),
  previous_status: v.nullable(RoomStatusSchema),
  current_status: RoomStatusSchema,
  list_time: v.string(),
  last_running: v.nullable(v.string()),
  last_waiting: v.nullable(v.string()),
  last_closed: v.nullable(v.string()),
  last_transferred: v.nullable(v.string()),
  session_group_integer_id: v.number(),
  session_group_id: v.string(),
  session_guest_idle: v.boolean(),
});
export type Room = v.InferOutput<typeof Room>;
