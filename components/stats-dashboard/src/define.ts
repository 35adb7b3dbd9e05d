import { registerElement } from '@omnicanal/element';
import { OcStatsDashboard } from './OcStatsDashboard.ts';

/** Registers `<oc-stats-dashboard>` once; loading this module again is harmless. */
registerElement('oc-stats-dashboard', OcStatsDashboard);

declare global {
  interface HTMLElementTagNameMap {
    'oc-stats-dashboard': OcStatsDashboard;
  }
}

export { OcStatsDashboard };
