/** The directory holding initdb and pg_ctl, installing PostgreSQL when allowed; null when it cannot be had. */
export function findPostgres(options?: { install?: boolean }): Promise<string | null>;
/** Starts a throwaway cluster, calls `fn(superuserUrl)`, and always stops and removes the cluster. */
export function withPostgres<T>(binDir: string, fn: (databaseUrl: string) => Promise<T>): Promise<T>;
