// Generated from custom-elements.json by `npm run build:manifest`: edit the element class instead.
import '@omnicanal/campaign-editor/define';
import type { OcCampaignEditor as OcCampaignEditorElement } from '@omnicanal/campaign-editor';
import { createComponent, type ElementProps } from './createComponent.ts';

/** Props of {@link OcCampaignEditor}: the attributes, properties and events of `<oc-campaign-editor>`. */
export interface OcCampaignEditorProps extends ElementProps<OcCampaignEditorElement> {
  /** the area: `contacts` (audiences, the default), `templates`, `list` (campaigns) */
  section?: string;
  /** below the area: none for its list, `add`, an audience's id, a template's `{kind}/{id}`, a campaign's `{id}` or `send/{id}` */
  item?: string;
  /** where the Omnicanal API is; every service base derives from it (`<api-base>/core`, …) (default `/api`) */
  apiBase?: string;
  /** interface language, shared by every Omnicanal element of the page (default `fr`) */
  locale?: 'fr' | 'en';
  /** product edition; without it, the one the server announces */
  edition?: 'hosted' | 'self-hosted';
  /** colour scheme (`auto` follows the reader's system); without it, the page's `color-scheme`; elements inside inherit it */
  theme?: 'light' | 'dark' | 'auto';
  /** Bearer token of the signed-in user. Kept in memory only: never reflected into an attribute, never stored. A value set before the element's code loads still applies. Set as a property, never written into an attribute. */
  token?: OcCampaignEditorElement['token'];
  /** The signed-in user, when the host already has it (otherwise the element loads it). Set as a property, never written into an attribute. */
  user?: OcCampaignEditorElement['user'];
  /** A partner's own texts in place of ours, by language and key as the element reads them: `{ fr: { 'settings:skills.title': 'Files d’attente' } }`. They apply to the whole page (every element showing that key), and to texts that load later. Set as a property, never written into an attribute. */
  strings?: OcCampaignEditorElement['strings'];
  /** The user's company, when the host already has it (otherwise the element loads it when it needs it). Set as a property, never written into an attribute. */
  customer?: OcCampaignEditorElement['customer'];
  /** a link to another campaigns screen (`/campaigns/contacts/3`, `/campaigns/templates/sms/4`) */
  onOcNavigate?: (event: CustomEvent<{ path: string }>) => void;
  /** a form has changes not saved yet, or no longer has */
  onOcDirtyChange?: (event: CustomEvent<{ dirty: boolean }>) => void;
}

/**
 * `<oc-campaign-editor>` as a React component (its tag is defined on import). Properties such as the token are
 * set on the element, never written into the DOM; `on…` props listen to its events; `ref` is the element.
 */
export const OcCampaignEditor = createComponent<OcCampaignEditorElement, OcCampaignEditorProps>({
  tagName: 'oc-campaign-editor',
  attributes: {
    section: 'section',
    item: 'item',
    apiBase: 'api-base',
    locale: 'locale',
    edition: 'edition',
    theme: 'theme',
  },
  properties: ['token', 'user', 'strings', 'customer'],
  events: {
    onOcNavigate: 'oc-navigate',
    onOcDirtyChange: 'oc-dirty-change',
  },
});
