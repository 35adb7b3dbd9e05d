import * as v from 'valibot';

/** Nullable and optional at once: the wire often omits or nulls the same field. */
export const maybe = <T extends v.GenericSchema>(schema: T) => v.nullish(schema);

export const Uuid = v.pipe(v.string(), v.uuid());
export const IsoDate = v.pipe(v.string(), v.isoTimestamp());
export const Email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(254));
