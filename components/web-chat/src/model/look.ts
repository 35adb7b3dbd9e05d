import type { GuestWidget } from '@omnicanal/api';

/*
 * The launcher's looks as configured (GET /guests/widget, or a `preview` object), checked field by
 * field: whatever the answer holds, only a known colour and bounded numbers reach the page. The
 * widget carries no schema library, hence this small decoder. What only the opened panel shows
 * (texts, logo, messages) is read by panel-look.ts, loaded with the panel.
 */

/** What the closed widget needs: colour, corner, offsets, version, call to action, auto-open. */
export type Look = Pick<
  GuestWidget['appearance'],
  | 'color'
  | 'position'
  | 'offset_x'
  | 'offset_y'
  | 'version'
  | 'cta_text'
  | 'force_cta_display'
  | 'auto_open_delay'
>;

/** What the element applies: the skill it speaks for, the launcher's looks, and the whole answer. */
export interface WidgetLook {
  skill: number | null;
  look: Look;
  /** The configuration as read, for the panel's part to decode. */
  raw: unknown;
}

/** The most a launcher may be moved from its corner, as the settings allow. */
const OFFSET_MAX_PX = 2000;
/** Longest text shown from the configuration (the settings allow 128; a bad answer is cut). */
export const TEXT_MAX = 256;
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A `#rgb` or `#rrggbb` colour, else null: only such a value becomes a CSS custom property. */
export function safeColor(value: unknown): string | null {
  return typeof value === 'string' && HEX.test(value.trim()) ? value.trim().toLowerCase() : null;
}

/**
 * Text on the accent colour: white unless it reads worse than dark text (WCAG relative luminance;
 * a light brand colour such as orange gets dark text).
 */
export function onAccent(color: string): string {
  const hex = color.length === 4 ? color.replace(/[0-9a-f]/gi, (c) => c + c) : color;
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  const dark = 0.0167; // luminance of #1d2330
  return 1.05 / (l + 0.05) >= (l + 0.05) / (dark + 0.05) ? '#fff' : '#1d2330';
}

/** A configured text, trimmed and bounded; '' when not a string. */
export const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim().slice(0, TEXT_MAX) : '';
const offset = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(OFFSET_MAX_PX, Math.max(0, Math.round(value)))
    : 0;

/** The looks before (or without) a configuration: today's widget. */
export const DEFAULT_LOOK: Look = {
  color: '',
  position: 'right',
  offset_x: 0,
  offset_y: 0,
  version: 2,
  cta_text: '',
  force_cta_display: false,
  auto_open_delay: null,
};

/** The part of an object named `key`, as a record ({} when absent). */
export const part = (value: unknown, key: string): Record<string, unknown> => {
  const inner = (value as Record<string, unknown> | null)?.[key];
  return inner && typeof inner === 'object' ? (inner as Record<string, unknown>) : {};
};

/** A configuration as the launcher applies it. Null when not an object. */
export function toWidgetLook(value: unknown): WidgetLook | null {
  if (!value || typeof value !== 'object') return null;
  const a = part(value, 'appearance');
  const skill = part(value, 'skill').id;
  const delay = a.auto_open_delay;
  return {
    skill: typeof skill === 'number' && Number.isInteger(skill) && skill > 0 ? skill : null,
    look: {
      color: safeColor(a.color) ?? '',
      position: a.position === 'left' ? 'left' : 'right',
      offset_x: offset(a.offset_x),
      offset_y: offset(a.offset_y),
      version: a.version === 1 ? 1 : 2,
      cta_text: text(a.cta_text),
      force_cta_display: a.force_cta_display === true,
      auto_open_delay: typeof delay === 'number' && delay > 0 && delay <= 3600 ? delay : null,
    },
    raw: value,
  };
}

/** Seconds before the call-to-action bubble appears by itself (a forced one shows at once). */
export const CTA_DELAY_S = 4;

/**
 * Whether the call-to-action bubble shows: there is a text, the panel is closed, the visitor has
 * not dismissed it, and it is forced or its moment has come.
 */
export function ctaShown(look: Look, state: { open: boolean; dismissed: boolean; due: boolean }): boolean {
  if (!look.cta_text || state.open || state.dismissed) return false;
  return look.force_cta_display || state.due;
}

/**
 * The host's custom properties for a look: the accent (and the text on it) when a colour is set,
 * and how far the launcher moves from its usual spot (offsets add to the default margin, so 0, the
 * settings' default, leaves it where it always was). Values are checked above; nothing else is written.
 */
export function hostProperties(look: Look): Record<string, string | null> {
  return {
    '--oc-web-chat-accent': look.color || null,
    '--oc-web-chat-on-accent': look.color ? onAccent(look.color) : null,
    '--_shift-x': look.offset_x ? `${look.offset_x}px` : null,
    '--_shift-y': look.offset_y ? `${look.offset_y}px` : null,
  };
}

/**
 * Whether the launcher needs its extras (the call-to-action bubble, the lozenges of version 1, the
 * auto-open): few configurations ask for them, so their code loads only then.
 */
export const needsExtras = (look: Look): boolean =>
  look.cta_text !== '' || look.version === 1 || look.auto_open_delay !== null;
