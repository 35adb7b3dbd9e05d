import { type FieldOption, type FieldOptionGroup, isOptionGroup } from './types.ts';

/** Options of a select or multiselect without their groups. */
export function flattenOptions(
  options: ReadonlyArray<FieldOption | FieldOptionGroup> | undefined,
): FieldOption[] {
  return (options ?? []).flatMap((option) => (isOptionGroup(option) ? option.options : [option]));
}

/** Lower case without accents, so `ete` finds `Été`. */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The options whose text contains the search, accents and case ignored. */
export function filterOptions(options: readonly FieldOption[], search: string): FieldOption[] {
  const wanted = fold(search.trim());
  return wanted ? options.filter((option) => fold(option.text).includes(wanted)) : [...options];
}

/**
 * "Select all" of a multiselect: the selection plus every enabled option shown, in the options'
 * order, so a search narrows what gets selected.
 */
export function selectAll(selected: readonly string[], shown: readonly FieldOption[]): string[] {
  const added = shown.filter((option) => !option.disabled && !selected.includes(option.value));
  return [...selected, ...added.map((option) => option.value)];
}

/** Whether every enabled option shown is selected already. */
export function allSelected(selected: readonly string[], shown: readonly FieldOption[]): boolean {
  const enabled = shown.filter((option) => !option.disabled);
  return enabled.length > 0 && enabled.every((option) => selected.includes(option.value));
}
