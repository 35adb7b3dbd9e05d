/**
 * Wall clocks and instants in an IANA time zone, through Intl (the zone's own rules, summer and
 * winter time included, no table of ours). A wall clock is `YYYY-MM-DDTHH:mm`.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timezone: string): Intl.DateTimeFormat {
  let format = formatters.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timezone, format);
  }
  return format;
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** True for a well-formed wall clock (`2026-03-29T10:00`) that names a real date. */
export function isWallClock(value: string): boolean {
  const m = WALL.exec(value);
  if (!m) return false;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60;
}

/** The wall clock read as if it were UTC (the fields, without a zone). */
export function wallFields(value: string): Date {
  const m = WALL.exec(value);
  if (!m) throw new RangeError(`not a wall clock: ${value}`);
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h, mi));
}

/** The zone's offset from UTC at `instant`, in milliseconds (Paris in summer: +2 h). */
function offsetAt(instant: number, timezone: string): number {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(timezone).formatToParts(new Date(instant))) parts[part.type] = part.value;
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall clock of the zone names. A wall clock the zone skips (the hour clocks go
 * forward) is taken an hour later, as a phone's alarm does; a repeated one (clocks go back) is
 * its later occurrence, in winter time.
 */
export function instantOf(wall: Date | string, timezone: string): Date {
  const fields = (typeof wall === 'string' ? wallFields(wall) : wall).getTime();
  const first = fields - offsetAt(fields, timezone);
  const second = fields - offsetAt(first, timezone);
  if (first === second) return new Date(first);
  // Across a change: the earlier instant whose wall clock is the one asked, else the gap's later side.
  const earlier = Math.min(first, second);
  return new Date(earlier + offsetAt(earlier, timezone) === fields ? earlier : Math.max(first, second));
}

/** The wall clock of `instant` in the zone. */
export function wallClockOf(instant: Date, timezone: string): string {
  const local = new Date(instant.getTime() + offsetAt(instant.getTime(), timezone));
  return local.toISOString().slice(0, 16);
}
