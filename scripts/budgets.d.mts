/** Size budgets of the production build, in bytes of min+gzip, by entry name. */
export const BUDGETS: Readonly<Record<string, number>>;

/** An entry of the build: the files its static import graph loads, their total and its dynamic imports. */
export interface MeasuredEntry {
  name: string;
  files: Set<string>;
  total: number;
  dynamic: string[];
}

/** Every entry of the build in `outDir`, measured. */
export function measureBuild(outDir: string): MeasuredEntry[];

/** Prints every entry's total against its budget through `log`; returns the problems found. */
export function checkBudgets(outDir: string, log?: (line: string) => void): string[];
