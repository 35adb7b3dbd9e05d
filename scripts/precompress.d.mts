/** The scripts pages include by name. */
export const ENTRY_SCRIPTS: readonly string[];
/** Writes a `.br` and a `.gz` copy beside each text file of `outDir`; resolves with their count. */
export function precompress(outDir: string): Promise<number>;
/** Writes `sri.json` (path → `sha384-…`) for the entry scripts of `outDir`; answers the hashes. */
export function writeSri(outDir: string): Record<string, string>;
