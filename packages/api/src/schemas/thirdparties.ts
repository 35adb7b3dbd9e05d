import { THIRDPARTY_CATEGORIES, THIRDPARTY_FIELD_MAX_LENGTH } from '@omnicanal/core';
import * as v from 'valibot';
import { SettingsIds, SettingsLabel } from './settings/common.ts';

/**
 * A third-party account as the thirdparties service answers it (spec 002 §3): its public settings
 * as written, and for each secret field of its kind only whether one is stored — never the value.
 * `sftp` is set for an SFTP account: the server's host key fingerprint once an admin confirmed it.
 */
export const ThirdPartyAccount = v.object({
  id: v.number(),
  category: v.picklist(THIRDPARTY_CATEGORIES),
  kind: v.string(),
  label: v.string(),
  skills: v.array(v.number()),
  settings: v.record(v.string(), v.string()),
  secrets: v.record(v.string(), v.boolean()),
  sftp: v.nullable(
    v.object({
      /** `SHA256:…`, the host key pinned at the confirmation; null until then. */
      host_key: v.nullable(v.string()),
      confirmed_at: v.nullable(v.string()),
    }),
  ),
  created_at: v.string(),
  updated_at: v.string(),
});
export type ThirdPartyAccount = v.InferOutput<typeof ThirdPartyAccount>;

/** `GET /accounts`: the company's accounts, oldest first. */
export const ThirdPartyAccountList = v.array(ThirdPartyAccount);

/** `GET /accounts?category=`. */
export const ThirdPartyAccountsQuery = v.object({ category: v.optional(v.picklist(THIRDPARTY_CATEGORIES)) });

/**
 * `POST /accounts/{kind}[/{id}]`: the label, the skills, and the kind's fields by name as typed
 * (strings). Which fields a kind has, which are required and how each is checked is the
 * catalogue's (`thirdPartyProblems` of `@omnicanal/core`), applied by the server once the kind is
 * known. A secret absent or empty on a change keeps the stored one.
 */
export const ThirdPartyAccountInput = v.objectWithRest(
  { label: SettingsLabel, skills: v.optional(SettingsIds, []) },
  // A number (a port) is taken as its text, as a form would send it.
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform(String),
    v.maxLength(THIRDPARTY_FIELD_MAX_LENGTH, 'too_long'),
  ),
);
export type ThirdPartyAccountInput = v.InferOutput<typeof ThirdPartyAccountInput>;

/** A person of the company's CRM (`GET /crms/contacts?q=`). */
export const CrmContact = v.object({
  /** The CRM's own id (a Pipedrive person id, or our guest's uuid). */
  id: v.string(),
  name: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
});
export type CrmContact = v.InferOutput<typeof CrmContact>;

/** The contacts found, and which provider searched (`pipedrive`, or `local`: our own guests). */
export const CrmContacts = v.object({ provider: v.string(), results: v.array(CrmContact) });
export type CrmContacts = v.InferOutput<typeof CrmContacts>;

/** `?q=`: what to search, 1 to 128 characters. */
export const CrmContactsQuery = v.object({
  q: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(128, 'too_long')),
});

/** A callback an agent may launch from a room (`get_zencalls`): a Zencall account usable there. */
export const Zencall = v.object({
  account: v.number(),
  label: v.string(),
  callback_id: v.string(),
  /** `local` (the launches are recorded, nobody is called) or `zencall`. */
  provider: v.string(),
});
export type Zencall = v.InferOutput<typeof Zencall>;

/** What `launch_zencall` answers: the callback asked for the room's visitor. */
export const ZencallLaunch = v.object({
  id: v.number(),
  account: v.number(),
  room: v.string(),
  phone: v.string(),
  provider: v.string(),
  launched_at: v.string(),
});
export type ZencallLaunch = v.InferOutput<typeof ZencallLaunch>;
