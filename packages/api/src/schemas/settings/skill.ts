import * as v from 'valibot';
import { RowId } from '../common.ts';
import { SettingsLabel } from './common.ts';

/** The longest automatic message of a skill. */
export const SKILL_MESSAGE_MAX_LENGTH = 1000;

/** The automatic messages of a skill (spec 002 §3 Skill); an empty text sends nothing. */
export const SKILL_MESSAGE_KEYS = [
  'welcome',
  'waiting',
  'online',
  'offline',
  'full',
  'pause',
  'takeover',
  'agent_notification',
] as const;
export type SkillMessageKey = (typeof SKILL_MESSAGE_KEYS)[number];

/** Service kinds a skill may enable (spec 000 §2 navigation needs and §3 services). */
export const SKILL_SERVICE_KINDS = [
  'bot',
  'callback',
  'campaigns',
  'dialogflow',
  'gb_agent',
  'gpt',
  'integration',
  'knowledge-engine',
  'smartcoaching',
  'social_networks',
  'third-parties',
  'ticketing',
  'webivr',
  'workchains',
] as const;

const MessageText = v.pipe(v.string(), v.trim(), v.maxLength(SKILL_MESSAGE_MAX_LENGTH, 'too_long'));

export const SkillMessages = v.object(
  Object.fromEntries(SKILL_MESSAGE_KEYS.map((key) => [key, v.optional(MessageText, '')])) as Record<
    SkillMessageKey,
    v.OptionalSchema<typeof MessageText, ''>
  >,
);
export type SkillMessages = v.InferOutput<typeof SkillMessages>;

/** Screen sharing offered in the skill's rooms: co-browsing and mirroring. */
export const SkillScreensharing = v.object({
  cobrowsing: v.optional(v.boolean(), false),
  mirroring: v.optional(v.boolean(), false),
});

/** Translation in the skill's rooms: of the bot's messages, and in the agent console. */
export const SkillTranslation = v.object({
  bot: v.optional(v.boolean(), false),
  agent_console: v.optional(v.boolean(), false),
});

/** Skill of spec 002 §3 as an administrator edits it. */
export const SkillSettings = v.object({
  id: v.number(),
  name: v.string(),
  auto_allocation: v.boolean(),
  messages: SkillMessages,
  screensharing: SkillScreensharing,
  translation: SkillTranslation,
  services: v.array(v.object({ kind: v.string() })),
  calendar: v.nullable(v.lazy(() => SkillCalendar)),
});
export type SkillSettings = v.InferOutput<typeof SkillSettings>;

/** `POST /skills/[{id}]`: what an administrator writes. Omitted groups keep their defaults. */
export const SkillInput = v.object({
  name: SettingsLabel,
  auto_allocation: v.optional(v.boolean(), false),
  messages: v.optional(SkillMessages, {}),
  screensharing: v.optional(SkillScreensharing, {}),
  translation: v.optional(SkillTranslation, {}),
  services: v.optional(
    v.pipe(
      v.array(v.object({ kind: v.picklist(SKILL_SERVICE_KINDS, 'invalid') })),
      v.maxLength(32, 'too_long'),
    ),
    [],
  ),
});
export type SkillInput = v.InferOutput<typeof SkillInput>;

const Color = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'invalid'));
/** A logo is an uploaded file's link or an http(s) address. */
const Logo = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(2048, 'too_long'),
  v.regex(/^(https?:\/\/\S+|\/\S*)$/, 'invalid'),
);
const Text128 = v.pipe(v.string(), v.trim(), v.maxLength(128, 'too_long'));

/**
 * `GET/POST /skills/{id}/live-chat`: the web chat of the skill. Spec 002 §5: it needs a logo, a
 * company name, a punchline and a valid color. The auto-open delay is in seconds; 0 or null is off.
 */
export const LiveChatSettings = v.object({
  logo: v.pipe(Logo, v.nonEmpty('required')),
  company_name: v.pipe(Text128, v.nonEmpty('required')),
  punchline: v.pipe(Text128, v.nonEmpty('required')),
  color: Color,
  auto_open_delay: v.optional(
    v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3600))),
    null,
  ),
});
export type LiveChatSettings = v.InferOutput<typeof LiveChatSettings>;

/**
 * `GET /skills/{id}/live-chat`: the saved settings or, for a skill never saved, the form's starting
 * values (the company's name, the default color, the rest blank), so the required parts may be empty.
 */
export const LiveChatForm = v.object({
  ...LiveChatSettings.entries,
  logo: v.union([v.literal(''), Logo]),
  company_name: Text128,
  punchline: Text128,
});
export type LiveChatForm = v.InferOutput<typeof LiveChatForm>;

/**
 * `GET/POST /skills/{id}/widget`: widget customisation (spec 002 §2). An empty call-to-action
 * disables it; offsets are in px; version 1 is multi-lozenges, 2 the chatbox.
 */
export const WidgetSettings = v.object({
  cta_text: v.optional(Text128, ''),
  force_cta_display: v.optional(v.boolean(), false),
  color: Color,
  logo: v.optional(v.nullable(Logo), null),
  offset_x: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2000)), 0),
  offset_y: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2000)), 0),
  position: v.optional(v.picklist(['left', 'right'], 'invalid'), 'right'),
  title: v.optional(Text128, ''),
  subtitle: v.optional(Text128, ''),
  version: v.optional(v.picklist([1, 2], 'invalid'), 2),
  /** The pre-chat step asks the visitor's email as well as their name. */
  ask_email: v.optional(v.boolean(), false),
});
export type WidgetSettings = v.InferOutput<typeof WidgetSettings>;

/** True for a time zone the runtime knows (IANA name such as Europe/Paris, or UTC). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const Time = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalid'));

/** One opening range of a weekday (0 Monday … 6 Sunday), HH:mm, start before end. */
export const OpeningRange = v.pipe(
  v.object({ day: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6)), start: Time, end: Time }),
  v.check((range) => range.start < range.end, 'invalid'),
);

/**
 * `POST /skills/{id}/calendar-update`: the skill's opening hours and their time zone, and the
 * calendar of the chronos service it follows.
 */
export const SkillCalendar = v.object({
  timezone: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('required'),
    v.maxLength(64, 'too_long'),
    v.check(isTimeZone, 'invalid'),
  ),
  opening_hours: v.pipe(v.array(OpeningRange), v.maxLength(7 * 8, 'too_long')),
  /** The chronos calendar (rule id) the skill follows, when one is chosen; null clears it. */
  rule: v.optional(v.nullable(RowId)),
});
export type SkillCalendar = v.InferOutput<typeof SkillCalendar>;
