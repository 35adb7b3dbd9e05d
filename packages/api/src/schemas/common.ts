import * as v from 'valibot';

/** Nullable and optional at once: the wire often omits or nulls the same field. */
export const maybe = <T extends v.GenericSchema>(schema: T) => v.nullish(schema);

/** The largest PostgreSQL integer: ids and offsets past it would fail in the database, not here. */
export const INT4_MAX = 2_147_483_647;

/**
 * A stored row's id as a request names it: a positive integer the database can hold (1e308 is an
 * integer to JavaScript, and made the database fail instead of a 400).
 */
export const RowId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(INT4_MAX));

/** A count or an event seq a request carries: a non-negative integer JavaScript holds exactly. */
export const Whole = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));

/**
 * The answer of a call whose effect is the whole news (`{detail: 'sent'}`, `'reset'`, `'enabled'`…):
 * the word says what was done.
 */
export const Acknowledgement = v.object({ detail: v.string() });
export type Acknowledgement = v.InferOutput<typeof Acknowledgement>;

export const Uuid = v.pipe(v.string(), v.uuid());
export const IsoDate = v.pipe(v.string(), v.isoTimestamp());
export const Email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(254));
