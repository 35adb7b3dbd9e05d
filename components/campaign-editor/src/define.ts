import { registerElement } from '@omnicanal/element';
import { OcCampaignEditor } from './OcCampaignEditor.ts';

/** Registers `<oc-campaign-editor>` once; loading this module again is harmless. */
registerElement('oc-campaign-editor', OcCampaignEditor);

declare global {
  interface HTMLElementTagNameMap {
    'oc-campaign-editor': OcCampaignEditor;
  }
}

export { OcCampaignEditor };
