import { registerElement } from '@omnicanal/element';
import { OcBilling } from './OcBilling.ts';

/** Registers `<oc-billing>` once; loading this module again is harmless. */
registerElement('oc-billing', OcBilling);

declare global {
  interface HTMLElementTagNameMap {
    'oc-billing': OcBilling;
  }
}

export { OcBilling };
