/**
 * Which rows of a long list are in the DOM: those in view plus some on either side (overscan), so
 * a list of 10,000 rooms draws a few dozen rows. Rows have one height (`pitch`, gap included).
 */
export interface RowWindow {
  /** First row drawn. */
  start: number;
  /** One past the last row drawn. */
  end: number;
}

export interface WindowInput {
  /** How far the rows are scrolled past their own top (px; negative while above the view). */
  offset: number;
  /** Height of the view (px). */
  viewport: number;
  /** Height of one row, gap included (px). */
  pitch: number;
  count: number;
  /** Rows drawn beyond each edge of the view. */
  overscan: number;
}

export function rowWindow({ offset, viewport, pitch, count, overscan }: WindowInput): RowWindow {
  if (count <= 0 || pitch <= 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, offset) / pitch);
  const last = Math.ceil((Math.max(0, offset) + Math.max(0, viewport)) / pitch);
  return {
    start: Math.max(0, Math.min(count - 1, first - overscan)),
    end: Math.min(count, Math.max(1, last + overscan)),
  };
}

/**
 * Where a key moves focus among `count` rows from row `at` (arrow keys wrap, Home and End reach
 * the ends); null for any other key.
 */
export function keyTarget(key: string, at: number, count: number, backward: string, forward: string) {
  if (count === 0) return null;
  switch (key) {
    case forward:
      return (at + 1) % count;
    case backward:
      return (at - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The rows to draw: the window, plus the one row that holds the Tab stop wherever it is. */
export function rowsToDraw(window: RowWindow, keep: number | null): number[] {
  const rows: number[] = [];
  if (keep !== null && keep >= 0 && keep < window.start) rows.push(keep);
  for (let i = window.start; i < window.end; i++) rows.push(i);
  if (keep !== null && keep >= window.end) rows.push(keep);
  return rows;
}

/** The scroll offset (relative to the rows' top) that brings row `index` into a view. */
export function scrollToRow(index: number, offset: number, viewport: number, pitch: number): number {
  const top = index * pitch;
  if (top < offset) return top;
  if (top + pitch > offset + viewport) return top + pitch - viewport;
  return offset;
}
