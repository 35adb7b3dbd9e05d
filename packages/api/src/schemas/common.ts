import * as v from 'valibot';

/** Nullable and optional at once: the wire often omits or nulls the same field. */
export const maybe = <T extends v.GenericSchema>(schema: T) => v.nullish(schema);

/** The largest PostgreSQL integer: ids and offsets past it would fail in the database, not here. */
export const INT4_MAX = 2_147_483_647;

export const Uuid = v.pipe(v.string(), v.uuid());
export const IsoDate = v.pipe(v.string(), v.isoTimestamp());
export const Email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(254));
