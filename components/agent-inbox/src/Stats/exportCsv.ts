import type { SupervisorStatsQuery } from '@omnicanal/api';
import { command } from '../model/connection.ts';
import { downloadName, statsCommand } from './model/query.ts';

/**
 * Asks the server for the CSV of the current filters and hands it to the browser as a download
 * named as the server names it (`export-….csv`, spec 000 §9).
 */
export async function exportCsv(payload: SupervisorStatsQuery, supervisor: boolean): Promise<void> {
  const answer = await command(statsCommand(supervisor, true), payload);
  const url = URL.createObjectURL(new Blob([answer.csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadName(answer.filename);
  link.click();
  // The download has started from the URL by now; freeing it at once would cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
