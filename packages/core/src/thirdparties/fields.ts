import { type ThirdPartyField, type ThirdPartyKind, thirdPartyKind } from './catalogue.ts';

/** The longest value of a third-party field (a token, an endpoint). */
export const THIRDPARTY_FIELD_MAX_LENGTH = 2048;

const HOST =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const IPV6 = /^\[?[0-9a-f:.]+\]?$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * A provider's identifier (a callback's): letters, digits, `_` and `-`, as they appear in the
 * providers' consoles. Our reading: the providers do not publish their formats to us.
 */
export const THIRDPARTY_IDENTIFIER = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * What is wrong with one value of a field (`required`, `too_long`, `url_invalid`, `host_invalid`,
 * `port_invalid`, `email_invalid`, `identifier_invalid`), or null. An empty optional value is fine; an empty secret is
 * checked by `thirdPartyProblems`, which knows whether one is stored.
 */
export function thirdPartyFieldProblem(field: ThirdPartyField, value: string): string | null {
  if (value === '') return field.required && !field.secret && !field.fallback ? 'required' : null;
  if (value.length > THIRDPARTY_FIELD_MAX_LENGTH) return 'too_long';
  switch (field.type) {
    case 'url': {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        return 'url_invalid';
      }
      // Credentials go in their own fields, never in an address that may be logged.
      return url.protocol !== 'https:' && url.protocol !== 'http:'
        ? 'url_invalid'
        : url.username || url.password
          ? 'url_invalid'
          : null;
    }
    case 'host':
      return HOST.test(value) || (value.includes(':') && IPV6.test(value)) ? null : 'host_invalid';
    case 'port': {
      const port = Number(value);
      return /^\d{1,5}$/.test(value) && port >= 1 && port <= 65535 ? null : 'port_invalid';
    }
    case 'email':
      return EMAIL.test(value) ? null : 'email_invalid';
    case 'identifier':
      return THIRDPARTY_IDENTIFIER.test(value) ? null : 'identifier_invalid';
    case 'text':
      return null;
  }
}

/**
 * The field errors of an account's values for `kind` (field name -> codes), empty when it is
 * fine. `storedSecrets` names the secrets already kept: on a change, an absent or empty secret
 * keeps the stored one, so it is only `required` when none is stored.
 */
export function thirdPartyProblems(
  kind: ThirdPartyKind | string,
  values: Readonly<Record<string, string | undefined>>,
  storedSecrets: readonly string[] = [],
): Record<string, string[]> {
  const found = typeof kind === 'string' ? thirdPartyKind(kind) : kind;
  if (!found) return { kind: ['invalid_choice'] };
  const problems: Record<string, string[]> = {};
  for (const field of found.fields) {
    const value = (values[field.name] ?? '').trim();
    const problem =
      field.secret && field.required && value === '' && !storedSecrets.includes(field.name)
        ? 'required'
        : thirdPartyFieldProblem(field, value);
    if (problem) problems[field.name] = [problem];
  }
  return problems;
}

/**
 * The public settings an account keeps, from the values typed: each public field of the kind,
 * trimmed, its fallback when left empty. Fields the kind does not have are dropped.
 */
export function thirdPartySettings(
  kind: ThirdPartyKind,
  values: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const field of kind.fields) {
    if (field.secret) continue;
    const value = (values[field.name] ?? '').trim();
    settings[field.name] = value === '' ? (field.fallback ?? '') : value;
  }
  return settings;
}

/** The secret fields of a kind given a new value (absent or empty: the stored one is kept). */
export function thirdPartyNewSecrets(
  kind: ThirdPartyKind,
  values: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const secrets: Record<string, string> = {};
  for (const field of kind.fields) {
    const value = values[field.name]?.trim() ?? '';
    if (field.secret && value !== '') secrets[field.name] = value;
  }
  return secrets;
}
