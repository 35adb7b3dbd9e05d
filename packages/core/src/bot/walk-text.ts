/**
 * How the walker reads what a visitor typed: words folded (case and accents dropped), input_check
 * phrases matched as whole consecutive words, a choice recognised by its number or its title, and
 * a callback number recognised by its digits. Plain functions shared by the test panel and the runtime.
 */

/** Case- and accent-insensitive fold of a string. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Words of a text, folded, split on anything not a letter or digit. */
export function textWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Does `text` contain `phrase` as whole words (a multi-word phrase as consecutive words)? */
export function hasPhrase(text: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  for (let i = 0; i + phrase.length <= text.length; i++) {
    if (phrase.every((w, j) => text[i + j] === w)) return true;
  }
  return false;
}

/**
 * The choice a typed text names: its number in the list ("2", "2."), else the one title equal to
 * the text once folded. Null when the text names none (or names two: titles may repeat).
 */
export function typedChoice<T extends { title: string }>(choices: readonly T[], text: string): T | null {
  const trimmed = text.trim();
  const number = /^(\d{1,3})[.)]?$/.exec(trimmed);
  if (number) return choices[Number(number[1]) - 1] ?? null;
  const wanted = textWords(trimmed).join(' ');
  if (wanted === '') return null;
  const same = choices.filter((c) => textWords(c.title).join(' ') === wanted);
  return same.length === 1 ? (same[0] as T) : null;
}

/** A phone number as a callback may record it: 6 to 15 digits, an optional leading +, spaces, dots, dashes. */
export function callbackNumber(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\+?[\d\s.()-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 6 || digits.length > 15) return null;
  return `${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
