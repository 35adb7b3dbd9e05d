import type { HttpClient } from '../http.ts';
import { VersionAnswer } from '../schemas/version.ts';

/**
 * `GET /version` of the core service: the update banner's check (spec 000 §4, §7). Sent without a
 * token: the check runs on the sign-in screen too.
 */
export const fetchVersion = (http: HttpClient) =>
  http.get('/version', { anonymous: true, answer: VersionAnswer });
