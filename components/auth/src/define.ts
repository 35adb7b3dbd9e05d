import { registerElement } from '@omnicanal/element';
import { OcAuth } from './OcAuth.ts';

/** Registers `<oc-auth>` once; loading this module again is harmless. */
registerElement('oc-auth', OcAuth);

declare global {
  interface HTMLElementTagNameMap {
    'oc-auth': OcAuth;
  }
}

export { OcAuth };
