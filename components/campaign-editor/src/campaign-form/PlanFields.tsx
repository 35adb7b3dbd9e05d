import { useStore } from '@nanostores/react';
import { RECURRENCE_FREQS } from '@omnicanal/core';
import { $locale } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useMemo } from 'react';
import { type CampaignDraft, timeZones } from '../model/campaign-form.ts';
import { previewSends } from '../model/campaign-preview.ts';
import { FormField, textOf } from './fields.tsx';

interface PlanFieldsProps {
  draft: CampaignDraft;
  problems: Record<string, string[]>;
  update: (field: string, next: Partial<CampaignDraft>) => void;
}

/**
 * When the campaign sends (spec 002 §3): on a manager's demand, or from a date and time of a
 * zone, once or again by a recurrence, with the first 30 sends listed in that zone.
 */
export function PlanFields({ draft, problems, update }: PlanFieldsProps): ReactElement {
  const t = useT();
  const locale = useStore($locale);
  const zones = useMemo(() => timeZones(draft.tzid), [draft.tzid]);
  const sends = useMemo(() => previewSends(draft), [draft]);
  // The zone is said once, in the heading; each date is its wall clock there, weekday first.
  const format = useMemo(() => {
    try {
      const dates = new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: draft.tzid,
      });
      return (at: Date) => dates.format(at);
    } catch {
      // A zone the browser does not know: no preview is planned for it anyway.
      return (at: Date) => at.toISOString();
    }
  }, [locale, draft.tzid]);
  const repeats = draft.freq !== '';
  return (
    <fieldset className="oc-form-fieldset">
      <legend>{t('campaigns:campaign_form.plan')}</legend>
      <FormField
        field={{
          name: 'manual',
          kind: 'radio-toggle',
          label: 'campaigns:campaign_form.when',
          options: [
            { text: t('campaigns:campaign_form.when_manual'), value: 'manual' },
            { text: t('campaigns:campaign_form.when_planned'), value: 'planned' },
          ],
        }}
        value={draft.manual ? 'manual' : 'planned'}
        onChange={(value) => update('dtstart', { manual: value === 'manual' })}
      />
      {draft.manual ? (
        <p className="hint">{t('campaigns:campaign_form.manual_help')}</p>
      ) : (
        <>
          <div className="pair">
            <FormField
              field={{
                name: 'date',
                kind: 'date',
                label: 'campaigns:campaign_form.date',
                required: true,
              }}
              value={draft.date}
              problems={problems.dtstart}
              onChange={(value) => update('dtstart', { date: textOf(value) })}
            />
            <FormField
              field={{
                name: 'time',
                kind: 'text',
                label: 'campaigns:campaign_form.time',
                required: true,
                timePicker: true,
                max_length: 5,
                placeholder: 'campaigns:campaign_form.time_placeholder',
              }}
              value={draft.time}
              onChange={(value) => update('dtstart', { time: textOf(value) })}
            />
          </div>
          <FormField
            field={{
              name: 'tzid',
              kind: 'select',
              label: 'campaigns:campaign_form.tzid',
              required: true,
              options: zones.map((zone) => ({ text: zone, value: zone })),
            }}
            value={draft.tzid}
            onChange={(value) => update('dtstart', { tzid: textOf(value) || draft.tzid })}
          />
          <div className="pair">
            <FormField
              field={{
                name: 'freq',
                kind: 'select',
                label: 'campaigns:campaign_form.freq',
                placeholder: 'campaigns:campaign_form.freq_once',
                options: (Object.keys(RECURRENCE_FREQS) as (keyof typeof RECURRENCE_FREQS)[])
                  .reverse()
                  .map((name) => ({
                    text: t(`campaigns:campaign_form.freqs.${name}`),
                    value: String(RECURRENCE_FREQS[name]),
                  })),
              }}
              value={draft.freq}
              problems={problems.recurrence}
              onChange={(value) => update('recurrence', { freq: textOf(value) as CampaignDraft['freq'] })}
            />
            {repeats ? (
              <FormField
                field={{
                  name: 'interval',
                  kind: 'number',
                  label: 'campaigns:campaign_form.interval',
                  min: 1,
                  max: 99,
                  required: true,
                }}
                value={draft.interval}
                onChange={(value) => update('recurrence', { interval: textOf(value) })}
              />
            ) : null}
          </div>
          {repeats ? (
            <FormField
              field={{
                name: 'send_count',
                kind: 'number',
                label: 'campaigns:campaign_form.send_count',
                helper: 'campaigns:campaign_form.send_count_help',
                min: 1,
                max: 10_000,
              }}
              value={draft.send_count}
              problems={problems.send_count}
              onChange={(value) => update('send_count', { send_count: textOf(value) })}
            />
          ) : null}
          <section className="plan-preview" aria-label={t('campaigns:campaign_form.preview')}>
            <h3>{t('campaigns:campaign_form.preview_in', { zone: draft.tzid })}</h3>
            {sends.length === 0 ? (
              <p className="hint">{t('campaigns:campaign_form.preview_empty')}</p>
            ) : (
              <ol>
                {sends.map((send) => (
                  <li key={send.at.toISOString()}>
                    <time dateTime={send.at.toISOString()}>{format(send.at)}</time>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </fieldset>
  );
}
