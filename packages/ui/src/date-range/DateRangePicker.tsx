import { useStore } from '@nanostores/react';
import { $locale } from '@omnicanal/stores';
import { type KeyboardEvent, type ReactElement, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../useT.ts';
import { type DayRange, endBounds, localToday, presetRange, RANGE_PRESETS, rangeProblem } from './model.ts';

export interface DateRangePickerProps {
  value: DayRange;
  /** Called with the range saved (a preset's days, or the two dates chosen). */
  onChange: (range: DayRange) => void;
  /** What "reset" goes back to. */
  initial: DayRange;
  /** Today, `YYYY-MM-DD` (the browser's day unless given: tests pin it). */
  today?: string;
}

/** How a range reads on its button: the preset's name, or the two days in the user's language. */
export function rangeLabel(range: DayRange, locale: string, t: (key: string) => string): string {
  if (range.preset) return t(`form:date_range.presets.${range.preset}`);
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const day = (value: string) => format.format(new Date(`${value}T00:00:00Z`));
  return range.from === range.to ? day(range.from) : `${day(range.from)} – ${day(range.to)}`;
}

/**
 * The statistics' date range (spec 002 §2): a button naming the range opens a panel with the
 * presets (today, yesterday, last week, last month, last year), the two dates — the end bounded by
 * the start and one year after it — reset, cancel and save. Nothing changes until "save"; Escape
 * or cancel closes the panel and gives the focus back to the button.
 */
export function DateRangePicker({ value, onChange, initial, today }: DateRangePickerProps): ReactElement {
  const t = useT();
  const locale = useStore($locale);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DayRange>(value);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const day = today ?? localToday();

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('[aria-pressed="true"], button')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const problem = rangeProblem(draft);
  const bounds = endBounds(draft.from);
  const save = () => {
    if (problem) return;
    onChange(draft);
    close();
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    close();
  };

  return (
    <div className="date-range">
      <button
        type="button"
        ref={button}
        className="date-range-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => {
          setDraft(value);
          setOpen(!open);
        }}
      >
        <span className="date-range-caption">{t('form:date_range.label')}</span>
        {rangeLabel(value, locale, t)}
      </button>
      {open ? (
        <div
          id={id}
          ref={panel}
          role="dialog"
          aria-label={t('form:date_range.label')}
          className="date-range-panel"
          onKeyDown={onKey}
        >
          <fieldset className="date-range-presets">
            <legend>{t('form:date_range.presets_label')}</legend>
            {RANGE_PRESETS.map((preset) => (
              <button
                key={preset}
                type="button"
                aria-pressed={draft.preset === preset}
                onClick={() => setDraft(presetRange(preset, day))}
              >
                {t(`form:date_range.presets.${preset}`)}
              </button>
            ))}
          </fieldset>
          <div className="date-range-days">
            <label>
              {t('form:date_range.from')}
              <input
                type="date"
                value={draft.from}
                max={day}
                onChange={(e) => setDraft({ from: e.currentTarget.value, to: draft.to })}
              />
            </label>
            <label>
              {t('form:date_range.to')}
              <input
                type="date"
                value={draft.to}
                min={bounds?.min}
                max={bounds?.max}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-error` : undefined}
                onChange={(e) => setDraft({ from: draft.from, to: e.currentTarget.value })}
              />
            </label>
          </div>
          {problem ? (
            <p id={`${id}-error`} className="date-range-error" role="alert">
              {t(`form:date_range.errors.${problem}`)}
            </p>
          ) : null}
          <div className="date-range-actions">
            <button type="button" onClick={() => setDraft(initial)}>
              {t('form:date_range.reset')}
            </button>
            <span className="date-range-spacer" />
            <button type="button" onClick={close}>
              {t('form:date_range.cancel')}
            </button>
            <button type="button" className="primary" disabled={problem !== null} onClick={save}>
              {t('form:date_range.save')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
