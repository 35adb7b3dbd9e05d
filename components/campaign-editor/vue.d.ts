// Generated from custom-elements.json by `npm run build:manifest`: edit the element class instead.
import type { DefineComponent } from 'vue';
import type { OcCampaignEditor } from './src/OcCampaignEditor.ts';

/** Attributes of `<oc-campaign-editor>`. */
export interface OcCampaignEditorAttributes {
  /** the area: `contacts` (audiences, the default), `templates`, `list` (campaigns) */
  'section'?: string;
  /** below the area: none for its list, `add`, an audience's id, a template's `{kind}/{id}`, a campaign's `{id}` or `send/{id}` */
  'item'?: string;
  /** where the Omnicanal API is; every service base derives from it (`<api-base>/core`, …) (default `/api`) */
  'api-base'?: string;
  /** interface language, shared by every Omnicanal element of the page (default `fr`) */
  'locale'?: 'fr' | 'en';
  /** product edition; without it, the one the server announces */
  'edition'?: 'hosted' | 'self-hosted';
  /** colour scheme (`auto` follows the reader's system); without it, the page's `color-scheme`; elements inside inherit it */
  'theme'?: 'light' | 'dark' | 'auto';
}

declare module 'vue' {
  interface GlobalComponents {
    'oc-campaign-editor': DefineComponent<OcCampaignEditorAttributes & Partial<Pick<OcCampaignEditor, 'token' | 'user' | 'strings' | 'customer'>>>;
  }
}
