import type { ReactElement } from 'react';

export interface Kpi {
  label: string;
  value: string;
  /** A second line (a count behind an average, a share). */
  hint?: string;
}

/** Headline figures in a row of cards, read as a description list. */
export function Kpis({ items, label }: { items: readonly Kpi[]; label: string }): ReactElement {
  return (
    <dl className="kpis" aria-label={label}>
      {items.map((item) => (
        <div key={item.label} className="kpi">
          <dt>{item.label}</dt>
          <dd>
            <span className="kpi-value">{item.value}</span>
            {item.hint ? <span className="kpi-hint">{item.hint}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
