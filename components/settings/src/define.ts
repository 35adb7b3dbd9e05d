import { registerElement } from '@omnicanal/element';
import { OcSettings } from './OcSettings.ts';

/** Registers `<oc-settings>` once; loading this module again is harmless. */
registerElement('oc-settings', OcSettings);

declare global {
  interface HTMLElementTagNameMap {
    'oc-settings': OcSettings;
  }
}

export { OcSettings };
