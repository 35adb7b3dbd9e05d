/** `pg`'s parameter serialisation (its `./lib/*` entries are public; @types/pg does not declare them). */
declare module 'pg/lib/utils.js' {
  const utils: {
    /** A parameter as `pg` sends it: text, a Buffer for bytea, or null. */
    prepareValue(value: unknown): string | Buffer | null;
  };
  export default utils;
}
