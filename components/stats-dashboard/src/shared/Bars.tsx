import type { ReactElement } from 'react';

export interface BarRow {
  key: string | number;
  label: string;
  value: number;
  /** The value as shown (a count, a percentage). */
  shown?: string;
}

/**
 * A ranked list drawn as horizontal bars (conversations per channel, contact reasons): a table,
 * so a screen reader reads label and figure together; the bar is decoration.
 */
export function Bars({
  rows,
  caption,
  valueLabel,
}: {
  rows: readonly BarRow[];
  caption: string;
  valueLabel: string;
}): ReactElement {
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <table className="bars">
      <caption>{caption}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{caption}</th>
          <th scope="col">{valueLabel}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">
              <span className="bar-label">{row.label}</span>
              <span
                className="bar"
                style={{ inlineSize: `${(row.value / max) * 100}%` }}
                aria-hidden="true"
              />
            </th>
            <td>{row.shown ?? row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
