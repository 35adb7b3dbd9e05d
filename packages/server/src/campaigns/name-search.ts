/** The `like` pattern of a list's search by name: the text anywhere, its `%`, `_` and `\` literal. */
export const nameContains = (search: string) =>
  `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
