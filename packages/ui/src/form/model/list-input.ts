/**
 * List input (spec 000 §4): what the visitor types is split on commas, each entry trimmed, and
 * added only when non-empty and not already present. `maxItems` caps the list (the field's
 * `max_length`); entries past it are dropped.
 */
export function addListItems(current: readonly string[], typed: string, maxItems?: number): string[] {
  const next = [...current];
  for (const raw of typed.split(',')) {
    const item = raw.trim();
    if (!item || next.includes(item)) continue;
    if (maxItems !== undefined && next.length >= maxItems) break;
    next.push(item);
  }
  return next;
}

/** The list without `item`. */
export function removeListItem(current: readonly string[], item: string): string[] {
  return current.filter((entry) => entry !== item);
}

/**
 * One-time passcode input: upper-cased, at most `length` characters, whitespace dropped (codes are
 * often pasted with spaces from an e-mail).
 */
export function normaliseOtp(text: string, length: number): string {
  return text.replace(/\s+/g, '').toUpperCase().slice(0, length);
}
