import * as v from 'valibot';

/**
 * A web origin as browsers send it in `Origin`: `https://crm.example` or `http://host:8080`, with no
 * path, query or credentials. Written any other way it would never match a page.
 */
export function isPartnerOrigin(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return /^https?:$/.test(url.protocol) && url.origin === text && !url.username && !url.password;
}

/** A partner origin of the company, as listed (Settings › API publique). */
export const PartnerOrigin = v.object({
  id: v.number(),
  origin: v.string(),
  created_at: v.string(),
});
export type PartnerOrigin = v.InferOutput<typeof PartnerOrigin>;

/**
 * One web origin as typed by an administrator: trimmed, lower-cased, a trailing slash dropped, then
 * it must be an origin (`invalid_origin` otherwise). Partner origins and website domains use it.
 */
export const WebOrigin = v.pipe(
  v.string(),
  v.trim(),
  // `https://crm.example/` is what a copy from the address bar gives: its origin is meant.
  v.transform((text) => text.replace(/\/$/, '').toLowerCase()),
  v.nonEmpty('required'),
  v.maxLength(255, 'too_long'),
  v.check(isPartnerOrigin, 'invalid_origin'),
);

/** `POST /partner-origins/`: the origin of a partner's pages (`https://crm.example`). */
export const PartnerOriginInput = v.object({ origin: WebOrigin });
export type PartnerOriginInput = v.InferOutput<typeof PartnerOriginInput>;
