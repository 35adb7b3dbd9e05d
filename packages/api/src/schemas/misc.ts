import { ICE_BREAKER_DEFAULT_LOCALE, ICE_BREAKER_LOCALES } from '@omnicanal/core';
import * as v from 'valibot';
import { MessengerButton } from './entry-point.ts';
import { SettingsLabel } from './settings/common.ts';

/*
 * The misc service (spec 001 §7 "Misc service"): Instagram ice-breakers, messenger menus and
 * iframes. Field messages are catalogue words (`required`, `too_long`, `invalid`).
 */

/** Instagram shows at most four ice-breakers per locale. */
export const ICE_BREAKER_MAX_BUTTONS = 4;
/** Instagram's limit on an ice-breaker question. */
export const ICE_BREAKER_TEXT_MAX = 80;

/** One ice-breaker: the question shown and the bot tree it opens. */
export const IceBreakerButton = v.object({
  text: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(ICE_BREAKER_TEXT_MAX, 'too_long')),
  to_tree: v.nullable(v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(128, 'too_long'))),
});
export type IceBreakerButton = v.InferOutput<typeof IceBreakerButton>;

/** The ice-breakers of one locale (spec 001 §3: 31 Messenger and WhatsApp locales and a default). */
export const IceBreakerLocale = v.object({
  locale: v.picklist(ICE_BREAKER_LOCALES, 'invalid'),
  buttons: v.pipe(
    v.array(IceBreakerButton),
    v.minLength(1, 'required'),
    v.maxLength(ICE_BREAKER_MAX_BUTTONS, 'too_long'),
  ),
});
export type IceBreakerLocale = v.InferOutput<typeof IceBreakerLocale>;

/** `POST /instagram/ice-breakers/{id}`: every locale once, the default among them. */
export const IceBreakersInput = v.object({
  locales: v.pipe(
    v.array(IceBreakerLocale),
    v.minLength(1, 'required'),
    v.maxLength(ICE_BREAKER_LOCALES.length, 'too_long'),
    v.check((list) => new Set(list.map((l) => l.locale)).size === list.length, 'duplicate_locale'),
    v.check((list) => list.some((l) => l.locale === ICE_BREAKER_DEFAULT_LOCALE), 'default_locale_required'),
  ),
});
export type IceBreakersInput = v.InferOutput<typeof IceBreakersInput>;

/**
 * `GET /instagram/ice-breakers/{id}`: the ice-breakers of an Instagram channel (`channel`, the id
 * of the route) of a company (`customer`). Read as the editor starts from it, so an unsaved
 * button may be empty.
 */
export const IceBreakers = v.object({
  channel: v.string(),
  customer: v.number(),
  locales: v.array(
    v.object({
      locale: v.picklist(ICE_BREAKER_LOCALES),
      buttons: v.array(v.object({ text: v.string(), to_tree: v.nullable(v.string()) })),
    }),
  ),
});
export type IceBreakers = v.InferOutput<typeof IceBreakers>;

/**
 * Spec 001 §7: "A 404 on read is not an error. An empty default is created: one default locale with
 * one empty button."
 */
export function emptyIceBreakers(channel: string, customer: number): IceBreakers {
  return {
    channel,
    customer,
    locales: [{ locale: ICE_BREAKER_DEFAULT_LOCALE, buttons: [{ text: '', to_tree: null }] }],
  };
}

/** Most buttons of a Messenger persistent menu. */
export const MESSENGER_MENU_MAX_BUTTONS = 20;

/**
 * `POST /messenger/menu[/{id}]`: a messenger-menu entry point (spec 001 §2
 * `messaging/form-messenger-menu`): its name, its skill and its buttons in order.
 */
export const MessengerMenuInput = v.object({
  name: SettingsLabel,
  skill: v.pipe(v.number('required'), v.integer(), v.minValue(1, 'required')),
  buttons: v.pipe(
    v.array(MessengerButton),
    v.minLength(1, 'required'),
    v.maxLength(MESSENGER_MENU_MAX_BUTTONS, 'too_long'),
  ),
});
export type MessengerMenuInput = v.InferOutput<typeof MessengerMenuInput>;

/** `GET /messenger/menu[/{id}]`: the menu; `id` is its entry point's. */
export const MessengerMenu = v.object({
  id: v.number(),
  name: v.string(),
  skill: v.number(),
  buttons: v.array(MessengerButton),
});
export type MessengerMenu = v.InferOutput<typeof MessengerMenu>;

/** `POST /iframes[/{id}]`: a page allowed to show an entry point in an iframe. */
export const IframeInput = v.object({
  name: SettingsLabel,
  entry_point: v.pipe(v.number('required'), v.integer(), v.minValue(1, 'required')),
  url: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('required'),
    v.maxLength(2048, 'too_long'),
    v.regex(/^https?:\/\/[^\s]+$/i, 'invalid_url'),
  ),
});
export type IframeInput = v.InferOutput<typeof IframeInput>;

/** `GET /iframes[/{id}]`. */
export const Iframe = v.object({
  id: v.number(),
  name: v.string(),
  entry_point: v.number(),
  url: v.string(),
  created_at: v.string(),
});
export type Iframe = v.InferOutput<typeof Iframe>;
