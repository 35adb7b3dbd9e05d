/**
 * Rate-limit counters shared by every instance on one database: one row per limit and key (the
 * route or command, and the address, visitor or company it counts), reset when its window ends.
 */
export const statements: readonly string[] = [
  `create table rate_limits (
    key text primary key,
    hits integer not null,
    reset_at timestamptz not null
  )`,
  `create index rate_limits_reset_at on rate_limits (reset_at)`,
];
