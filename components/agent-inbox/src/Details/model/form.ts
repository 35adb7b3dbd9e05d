import type { ExtraDataKey, GuestInfo, GuestInfoInput } from '@omnicanal/api';

/** The edit form of the general section: every value as the text field holds it. */
export interface GuestForm {
  full_name: string;
  email: string;
  phone_number: string;
  extra: Record<string, string>;
}

export function formOf(info: GuestInfo, keys: readonly ExtraDataKey[]): GuestForm {
  return {
    full_name: info.full_name ?? '',
    email: info.email ?? '',
    phone_number: info.phone_number ?? '',
    extra: Object.fromEntries(keys.map((k) => [k.key, info.extra[k.key] ?? ''])),
  };
}

/** What the form saves; empty texts clear their field, the note is left as it is. */
export function inputOf(form: GuestForm): Omit<GuestInfoInput, 'note'> {
  return {
    full_name: form.full_name,
    email: form.email,
    phone_number: form.phone_number,
    extra: form.extra,
  };
}

/** The server's field for an extra key's input. */
export const extraField = (key: string) => `extra.${key}`;
