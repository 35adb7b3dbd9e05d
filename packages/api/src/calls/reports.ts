import type { HttpClient } from '../http.ts';
import {
  ScheduledExport,
  type ScheduledExportInput,
  ScheduledExportRun,
  ScheduledExportRuns,
} from '../schemas/reports.ts';
import type { SettingsListQuery } from '../schemas/settings/common.ts';
import { settingsPageOf } from '../schemas/settings/common.ts';

/*
 * Calls of the reports dispatcher (spec 002 §7 "Accounts pattern"): the company's scheduled
 * exports. `http` is a client over the `reports` base. Creation posts to the collection, a change
 * to the item.
 */

const ScheduledExportPage = settingsPageOf(ScheduledExport);

/** `GET /accounts`: a page of the company's scheduled exports. */
export const fetchScheduledExports = (http: HttpClient, query: Partial<SettingsListQuery> = {}) =>
  http.get('/accounts', { answer: ScheduledExportPage, query: { ...query } });

/** `GET /accounts/{id}`. */
export const fetchScheduledExport = (http: HttpClient, id: number) =>
  http.get(`/accounts/${id}`, { answer: ScheduledExport });

/** `POST /accounts` creates a scheduled export, `POST /accounts/{id}` changes one. */
export const saveScheduledExport = (http: HttpClient, id: number | null, input: ScheduledExportInput) =>
  http.post(id === null ? '/accounts' : `/accounts/${id}`, input, { answer: ScheduledExport });

/** `DELETE /accounts/{id}`: the export and its run history. */
export const deleteScheduledExport = (http: HttpClient, id: number) => http.delete<void>(`/accounts/${id}`);

/** `POST /accounts/{id}/run`: queues a run now (202); 409 `export_running` while one runs. */
export const runScheduledExport = (http: HttpClient, id: number) =>
  http.post(`/accounts/${id}/run`, {}, { answer: ScheduledExportRun });

/** `GET /accounts/{id}/runs`: the export's runs, newest first. */
export const fetchScheduledExportRuns = (http: HttpClient, id: number) =>
  http.get(`/accounts/${id}/runs`, { answer: ScheduledExportRuns });
