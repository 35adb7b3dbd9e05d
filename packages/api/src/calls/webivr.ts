import * as v from 'valibot';
import type { HttpClient } from '../http.ts';
import {
  WebivrAccount,
  type WebivrAccountInput,
  WebivrChanges,
  WebivrMenu,
  type WebivrMoveInput,
  WebivrNode,
  type WebivrNodeInput,
  type WebivrNodeUpdate,
  WebivrPasteAnswer,
  type WebivrPasteInput,
  WebivrPreview,
  type WebivrPublishInput,
  WebivrSnapshotState,
  WebivrTree,
  type WebivrTreeInput,
  WebivrVersion,
  type WebivrVersionInput,
} from '../schemas/webivr.ts';

/*
 * Calls of the web IVR service (spec 001 §7 "Web IVR service"). `http` is a client over the
 * `webivr` base of the service map. Edits go to the working version; `version` (a number) reads
 * another one, read-only.
 */

const account = (id: number) => `/accounts/${id}`;
const versionQuery = (version?: number) => (version === undefined ? {} : { version });

/** `GET /accounts`. */
export const fetchWebivrAccounts = (http: HttpClient) =>
  http.get('/accounts', { answer: v.array(WebivrAccount) });

/** `GET /accounts/{id}`. */
export const fetchWebivrAccount = (http: HttpClient, id: number) =>
  http.get(account(id), { answer: WebivrAccount });

/** `POST /accounts`: a new web IVR with an empty working version. */
export const createWebivrAccount = (http: HttpClient, input: WebivrAccountInput) =>
  http.post('/accounts', input, { answer: WebivrAccount });

/** `POST /accounts/{id}`: a web IVR's label, skill, language and theme (admins). */
export const updateWebivrAccount = (http: HttpClient, id: number, input: WebivrAccountInput) =>
  http.post(account(id), input, { answer: WebivrAccount });

/** `DELETE /accounts/{id}`: the account, its versions and snapshots. */
export const deleteWebivrAccount = (http: HttpClient, id: number) => http.delete<void>(account(id));

/** `POST /accounts/{id}/duplicate`: a new account with a copy of the working version. */
export const duplicateWebivrAccount = (http: HttpClient, id: number, label: string) =>
  http.post(`${account(id)}/duplicate`, { label }, { answer: WebivrAccount });

/** `GET /accounts/{id}/menu`: a version's trees and nodes at once (the builder's canvas). */
export const fetchWebivrMenu = (http: HttpClient, id: number, version?: number) =>
  http.get(`${account(id)}/menu`, { answer: WebivrMenu, query: versionQuery(version) });

/** `POST /accounts/{id}/trees`. */
export const createWebivrTree = (http: HttpClient, id: number, input: WebivrTreeInput) =>
  http.post(`${account(id)}/trees`, input, { answer: WebivrTree });

/** `DELETE /accounts/{id}/trees/{tree}`: the tree and its nodes. */
export const deleteWebivrTree = (http: HttpClient, id: number, tree: string) =>
  http.delete<void>(`${account(id)}/trees/${tree}`);

/** `POST /accounts/{id}/trees/{tree}/duplicate`: a copy named "label (n)" with its nodes. */
export const duplicateWebivrTree = (http: HttpClient, id: number, tree: string) =>
  http.post(`${account(id)}/trees/${tree}/duplicate`, {}, { answer: WebivrTree });

/** `GET /accounts/{id}/nodes`; `validated: false` lists the unvalidated nodes only. */
export const fetchWebivrNodes = (
  http: HttpClient,
  id: number,
  options: { version?: number; validated?: boolean; tree?: string } = {},
) =>
  http.get(`${account(id)}/nodes`, {
    answer: v.array(WebivrNode),
    query: {
      ...versionQuery(options.version),
      validated: options.validated === undefined ? undefined : String(options.validated),
      tree: options.tree,
    },
  });

/** `GET /accounts/{id}/nodes/{node}`. */
export const fetchWebivrNode = (http: HttpClient, id: number, node: string, version?: number) =>
  http.get(`${account(id)}/nodes/${node}`, { answer: WebivrNode, query: versionQuery(version) });

/** `POST /accounts/{id}/nodes`. */
export const createWebivrNode = (http: HttpClient, id: number, input: WebivrNodeInput) =>
  http.post(`${account(id)}/nodes`, input, { answer: WebivrNode });

/** `POST /accounts/{id}/nodes/{node}`. */
export const updateWebivrNode = (http: HttpClient, id: number, node: string, input: WebivrNodeUpdate) =>
  http.post(`${account(id)}/nodes/${node}`, input, { answer: WebivrNode });

/** `DELETE /accounts/{id}/nodes/{node}`: the node and its branch. */
export const deleteWebivrNode = (http: HttpClient, id: number, node: string) =>
  http.delete<void>(`${account(id)}/nodes/${node}`);

/** `POST /accounts/{id}/nodes/children`: moves a node with its branch. */
export const moveWebivrNode = (http: HttpClient, id: number, input: WebivrMoveInput) =>
  http.post(`${account(id)}/nodes/children`, input, { answer: WebivrNode });

/** `POST /accounts/{id}/nodes/{node}/paste`. */
export const pasteWebivrNode = (http: HttpClient, id: number, node: string, input: WebivrPasteInput) =>
  http.post(`${account(id)}/nodes/${node}/paste`, input, { answer: WebivrPasteAnswer });

/** `GET /accounts/{id}/snapshots/state`. */
export const fetchWebivrSnapshotState = (http: HttpClient, id: number) =>
  http.get(`${account(id)}/snapshots/state`, { answer: WebivrSnapshotState });

/**
 * `POST /accounts/{id}/snapshots/apply`: undo (`previous`) or redo (`next`). Fails with
 * `no_previous_snapshot_found` / `no_next_snapshot_found` when there is nothing to apply.
 */
export const applyWebivrSnapshot = (http: HttpClient, id: number, mode: 'previous' | 'next') =>
  http.post(`${account(id)}/snapshots/apply`, { mode }, { answer: WebivrSnapshotState });

/** `GET /accounts/{id}/versions`: fails with `no_production_version` before the first publish. */
export const fetchWebivrVersions = (http: HttpClient, id: number) =>
  http.get(`${account(id)}/versions`, { answer: v.array(WebivrVersion) });

/** `POST /accounts/{id}/versions`: the working version starts again from a template or a version. */
export const createWebivrVersion = (http: HttpClient, id: number, input: WebivrVersionInput) =>
  http.post(`${account(id)}/versions`, input, { answer: WebivrVersion });

/** `POST /accounts/{id}/publish`: refused with `invalid_nodes_remain` while nodes block it. */
export const publishWebivr = (http: HttpClient, id: number, input: WebivrPublishInput) =>
  http.post(`${account(id)}/publish`, input, { answer: WebivrVersion });

/** `POST /sessions/preview`: the menu as a visitor sees it. */
export const previewWebivr = (http: HttpClient, accountId: number, versionId: number | null = null) =>
  http.post('/sessions/preview', { account_id: accountId, version_id: versionId }, { answer: WebivrPreview });

/** `GET /accounts/{id}/changes`: what changed since the published version (nodes added, removed, edited). */
export const fetchWebivrChanges = (http: HttpClient, id: number) =>
  http.get(`${account(id)}/changes`, { answer: WebivrChanges });
