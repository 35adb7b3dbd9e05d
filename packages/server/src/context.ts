import type { Infrastructure } from './infrastructure.ts';

/** The shared infrastructure under its former name, while route factories move to `app.*`. */
export type AppContext = Infrastructure;
