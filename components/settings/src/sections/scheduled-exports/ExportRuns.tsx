import { useStore } from '@nanostores/react';
import type { ScheduledExport, ScheduledExportRun } from '@omnicanal/api';
import { useResource } from '@omnicanal/element';
import { $locale, api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import { ResourceState } from '../../shared/ResourceState.tsx';
import { PATH, SECTION } from './model/paths.ts';
import { inZone, runSeconds } from './model/preview.ts';
import { useRunPolling } from './useRunPolling.ts';

/** A failure's code in words; an unknown code as it is, so nothing is hidden. */
function useRunError(): (code: string | null) => string {
  const t = useT();
  return (code) => (code ? t(`settings-exports:run_errors.${code}`, { defaultValue: code }) : '');
}

/** The tone of a run's status pill (the words say it; the dot only repeats it). */
const TONE = { running: 'warn', succeeded: 'good', failed: 'bad' } as const;

/** A run's status as a pill (the channels' status style), with its failure in words. */
export function RunStatus({ run }: { run: ScheduledExportRun }): ReactElement {
  const t = useT();
  const error = useRunError();
  return (
    <span className={`channel-status tone-${TONE[run.status]}`}>
      {t(`settings-exports:status.${run.status}`)}
      {run.status === 'failed' && run.error_code ? ` · ${error(run.error_code)}` : ''}
    </span>
  );
}

interface RunsData {
  exp: ScheduledExport;
  runs: ScheduledExportRun[];
}

/** The runs of one export, newest first: status, start, duration, file, rows, failure. */
export function ExportRuns({ id }: { id: number }): ReactElement {
  const t = useT();
  const locale = useStore($locale);
  const navigate = useNavigate();
  const error = useRunError();
  const data = useResource<RunsData>(async (signal) => {
    const [exp, runs] = await Promise.all([
      api('reports').get<ScheduledExport>(`${PATH}/${id}`, { signal }),
      api('reports').get<ScheduledExportRun[]>(`${PATH}/${id}/runs`, { signal }),
    ]);
    return { exp, runs };
  }, `export-runs-${id}`);
  useRunPolling(data.data?.runs.some((r) => r.status === 'running') ?? false, data.reload);
  const back = (
    <button type="button" onClick={() => navigate(SECTION)}>
      {t('settings:back')}
    </button>
  );
  const title = data.data ? t('settings-exports:runs.title', { label: data.data.exp.label }) : '';
  return (
    <Section title={title || 'settings-exports:title'} actions={back}>
      <ResourceState resource={data}>
        {({ exp, runs }) =>
          runs.length === 0 ? (
            <p>{t('settings-exports:runs.empty')}</p>
          ) : (
            // Its own scroll box on a phone: the history keeps its columns and scrolls sideways.
            <div className="list list-table">
              <table className="runs-table">
                <caption className="visually-hidden">{title}</caption>
                <thead>
                  <tr>
                    {(['status', 'started', 'duration', 'file', 'rows', 'error'] as const).map((c) => (
                      <th key={c} scope="col">
                        {t(`settings-exports:runs.columns.${c}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {runs.map((run) => {
                    const seconds = runSeconds(run.started_at, run.finished_at);
                    return (
                      <tr key={run.id}>
                        <td>
                          <span className={`channel-status tone-${TONE[run.status]}`}>
                            {t(`settings-exports:status.${run.status}`)}
                          </span>
                        </td>
                        <td>
                          {inZone(run.started_at, exp.timezone, locale)}
                          {run.trigger === 'manual' ? ` (${t('settings-exports:runs.manual')})` : ''}
                        </td>
                        <td>
                          {seconds === null ? '' : t('settings-exports:runs.seconds', { count: seconds })}
                        </td>
                        <td>{run.filename ?? ''}</td>
                        <td>{run.rows ?? ''}</td>
                        <td>{error(run.error_code)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )
        }
      </ResourceState>
    </Section>
  );
}
