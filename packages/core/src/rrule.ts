import * as rruleModule from 'rrule';

/*
 * The `rrule` package for campaigns' and exports' recurrences, the same in Node and in bundles.
 * Node loads its CommonJS build (its ESM build imports without file extensions) and sees the
 * exports under `default`; bundlers take the ESM build, with named exports. `default` is read
 * through Reflect: the ESM build has none, and a bundler warns at a static `.default`.
 */
const loaded = (
  'RRule' in rruleModule ? rruleModule : Reflect.get(rruleModule, 'default')
) as typeof rruleModule;

export const { RRule } = loaded;
export type RRule = InstanceType<typeof RRule>;
