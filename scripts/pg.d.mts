/**
 * The directory holding initdb and pg_ctl, installing Debian's postgresql package when allowed
 * (root on Debian, `install` not false) and missing; null when PostgreSQL cannot be had here.
 */
export function findPostgres(options?: { install?: boolean }): Promise<string | null>;
/**
 * Starts a throwaway cluster, calls `fn` with its superuser URL, and always stops and removes the
 * cluster afterwards.
 */
export function withPostgres<T>(binDir: string, fn: (databaseUrl: string) => Promise<T>): Promise<T>;
/** Runs one statement through `databaseUrl` (CREATE/DROP DATABASE, which cannot run in a transaction). */
export function adminQuery(databaseUrl: string, statement: string): Promise<void>;
