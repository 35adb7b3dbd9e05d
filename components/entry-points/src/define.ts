import { registerElement } from '@omnicanal/element';
import { OcEntryPoints } from './OcEntryPoints.ts';

/** Registers `<oc-entry-points>` once; loading this module again is harmless. */
registerElement('oc-entry-points', OcEntryPoints);

declare global {
  interface HTMLElementTagNameMap {
    'oc-entry-points': OcEntryPoints;
  }
}

export { OcEntryPoints };
