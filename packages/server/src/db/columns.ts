import type { ColumnType } from 'kysely';

/*
 * Column types shared by the tables (`<service>/tables.ts`). JSON columns are written as JSON text:
 * `pg` turns a JS array into a PostgreSQL array literal while PGlite serialises it as JSON, so both
 * get a string and agree.
 */

/** A JSON column, read as `T`, written as JSON text. */
export type Json<T> = ColumnType<T, string, string>;
/** A nullable JSON column; may be left out on insert. */
export type JsonNullable<T> = ColumnType<T | null, string | null | undefined, string | null>;
/** Set by the database on insert, never updated. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** A required timestamp, written as a Date or an ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** An optional timestamp, null until set. */
export type TimestampNullable = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** A counter with a default, bumped by UPDATE … RETURNING. bigint columns are parsed to numbers. */
export type Counter = ColumnType<number, number | undefined, number>;
/** A column with a database default: optional on insert. */
export type WithDefault<T> = ColumnType<T, T | undefined, T>;
