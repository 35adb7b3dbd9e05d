import {
  type AccountUser,
  DEFAULT_NOTIFICATION_OPTIONS,
  NOTIFICATION_OPTIONS,
  type NotificationList,
  type NotificationOptions,
} from '@omnicanal/api';
import { LOCALES } from '@omnicanal/core';
import type { FieldDescriptor, FieldValue, FormDescriptor } from '@omnicanal/ui';

/** Every time zone the browser knows, with the user's own even if it does not. */
export function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = new Set(['UTC', ...known]);
  if (current) all.add(current);
  return [...all].sort();
}

/** The form field of one notification option: `messaging.new_conversation`. */
export const optionField = (list: NotificationList, option: string) => `${list}.${option}`;

const LISTS = Object.keys(NOTIFICATION_OPTIONS) as NotificationList[];

const checkbox = (name: string, label: string, value: boolean): FieldDescriptor => ({
  name,
  kind: 'checkbox',
  label,
  value,
});

/**
 * The account form (spec 000 §3 User, spec 002 §3): the profile, then whether and how the user
 * is told of new events — browser notifications, the new-message sound, and the per-event options
 * of the two lists. The email is shown but changed elsewhere. `t` words the language names, which
 * a select shows as given.
 */
export function accountDescriptor(user: AccountUser, t: (key: string) => string): FormDescriptor {
  const options = user.notification_options ?? DEFAULT_NOTIFICATION_OPTIONS;
  return {
    fieldsets: [
      {
        legend: 'settings-account:account.profile',
        fields: [
          {
            name: 'first_name',
            kind: 'text',
            label: 'settings-account:account.first_name',
            required: true,
            value: user.first_name,
          },
          {
            name: 'last_name',
            kind: 'text',
            label: 'settings-account:account.last_name',
            required: true,
            value: user.last_name,
          },
          {
            name: 'email',
            kind: 'email',
            label: 'settings-account:account.email',
            readonly: true,
            value: user.email,
          },
          {
            name: 'phone_number',
            kind: 'tel',
            label: 'settings-account:account.phone_number',
            value: user.phone_number ?? '',
          },
          {
            name: 'timezone',
            kind: 'select',
            label: 'settings-account:account.timezone',
            required: true,
            options: timeZones(user.timezone).map((zone) => ({ text: zone, value: zone })),
            value: user.timezone,
          },
          {
            name: 'language',
            kind: 'select',
            label: 'settings-account:account.language',
            required: true,
            options: LOCALES.map((locale) => ({
              text: t(`settings-account:languages.${locale}`),
              value: locale,
            })),
            value: user.language,
          },
        ],
      },
      {
        legend: 'settings-account:account.notifications',
        fields: [
          checkbox('want_notif', 'settings-account:account.want_notif', user.want_notif),
          checkbox(
            'notif_new_msg_sound',
            'settings-account:account.notif_new_msg_sound',
            user.notif_new_msg_sound,
          ),
        ],
      },
      ...LISTS.map((list) => ({
        legend: `settings-account:notifications.${list}`,
        fields: NOTIFICATION_OPTIONS[list].map((option) =>
          checkbox(
            optionField(list, option),
            `settings-account:notifications.${option}`,
            (options[list] as Record<string, boolean>)[option] ?? true,
          ),
        ),
      })),
    ],
  };
}

/** What POST /user/account receives from the form's values. */
export function toAccountUpdate(values: Record<string, FieldValue>) {
  const text = (name: string) => String(values[name] ?? '').trim();
  const notification_options = Object.fromEntries(
    LISTS.map((list) => [
      list,
      Object.fromEntries(
        NOTIFICATION_OPTIONS[list].map((option) => [option, values[optionField(list, option)] === true]),
      ),
    ]),
  ) as NotificationOptions;
  return {
    first_name: text('first_name'),
    last_name: text('last_name'),
    phone_number: text('phone_number') || null,
    timezone: text('timezone'),
    language: text('language'),
    want_notif: values.want_notif === true,
    notif_new_msg_sound: values.notif_new_msg_sound === true,
    notification_options,
  };
}
