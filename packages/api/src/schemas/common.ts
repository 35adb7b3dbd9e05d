import * as v from 'valibot';

/** Nullable and optional at once: the wire often omits or nulls the same field. */
export const maybe = <T extends v.GenericSchema>(schema: T) => v.nullish(schema);

/** The largest PostgreSQL integer: ids and offsets past it would fail in the database, not here. */
export const INT4_MAX = 2_147_483_647;

/**
 * The answer of a call whose effect is the whole news (`{detail: 'sent'}`, `'reset'`, `'enabled'`…):
 * the word says what was done.
 */
export const Acknowledgement = v.object({ detail: v.string() });
export type Acknowledgement = v.InferOutput<typeof Acknowledgement>;

export const Uuid = v.pipe(v.string(), v.uuid());
export const IsoDate = v.pipe(v.string(), v.isoTimestamp());
export const Email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(254));
