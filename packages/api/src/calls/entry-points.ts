import * as v from 'valibot';
import type { HttpClient } from '../http.ts';
import { EntryPoint, type EntryPointInput, EntryPointWidget } from '../schemas/entry-point.ts';

/*
 * Entry point calls of the core API (spec 001 §7 "Integrations"). `http` is a client over the
 * `core` base of the service map. Creation posts to the collection, as `POST /skills/[{id}]` does.
 */

const one = (id: number) => `/integrations/${id}`;

/** `GET /integrations/`: the company's entry points, those of one skill when given. */
export const fetchEntryPoints = (http: HttpClient, skill?: number) =>
  http.get('/integrations/', {
    query: skill === undefined ? {} : { skill: String(skill) },
    answer: v.array(EntryPoint),
  });

/** `GET /integrations/{id}`. */
export const fetchEntryPoint = (http: HttpClient, id: number) => http.get(one(id), { answer: EntryPoint });

/** `POST /integrations/{id}` to change one, `POST /integrations/` (no id) to create one. */
export const saveEntryPoint = (http: HttpClient, id: number | null, input: EntryPointInput) =>
  http.post(id === null ? '/integrations/' : one(id), input, { answer: EntryPoint });

/** `DELETE /integrations/{id}`. */
export const deleteEntryPoint = (http: HttpClient, id: number) => http.delete<void>(one(id));

/** `GET /integrations/{id}/widget`: the widget customisation (defaults until saved). */
export const fetchEntryPointWidget = (http: HttpClient, id: number) =>
  http.get(`${one(id)}/widget`, { answer: EntryPointWidget });

/** `POST /integrations/{id}/widget`. */
export const saveEntryPointWidget = (http: HttpClient, id: number, input: EntryPointWidget) =>
  http.post(`${one(id)}/widget`, input, { answer: EntryPointWidget });
