import { registerElement } from '@omnicanal/element';
import { OcWebivrBuilder } from './OcWebivrBuilder.ts';

/** Registers `<oc-webivr-builder>` once; loading this module again is harmless. */
registerElement('oc-webivr-builder', OcWebivrBuilder);

declare global {
  interface HTMLElementTagNameMap {
    'oc-webivr-builder': OcWebivrBuilder;
  }
}

export { OcWebivrBuilder };
