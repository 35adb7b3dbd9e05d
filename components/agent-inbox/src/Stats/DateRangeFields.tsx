import type { ReactElement } from 'react';

export interface DateRangeFieldsProps {
  from: string;
  to: string;
  /** Visible labels of the two dates, already translated. */
  fromLabel: string;
  toLabel: string;
  onChange: (patch: { from?: string; to?: string }) => void;
}

/** A "from … to" pair of date inputs; the end cannot be picked before the start. */
export function DateRangeFields({
  from,
  to,
  fromLabel,
  toLabel,
  onChange,
}: DateRangeFieldsProps): ReactElement {
  return (
    <>
      <label>
        {fromLabel}
        <input type="date" value={from} onChange={(e) => onChange({ from: e.currentTarget.value })} />
      </label>
      <label>
        {toLabel}
        <input
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => onChange({ to: e.currentTarget.value })}
        />
      </label>
    </>
  );
}
