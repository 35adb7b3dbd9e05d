import { elementClass } from '@omnicanal/element';
import { AREA_NAV_CSS, DIALOG_CSS, FORM_CSS, FORM_NAMESPACE, MENU_CSS, SCREEN_CSS } from '@omnicanal/ui';
import type { ComponentType } from 'react';
import css from './CampaignEditor.css?inline';
import { CampaignEditor } from './CampaignEditor.tsx';

/**
 * The outbound campaigns of a company (spec 002 §1–§9), one screen at a time chosen by `section`
 * and `item`. The audiences (contact lists) are here: their list with search, export and delete,
 * their form (company contacts with filters, a CSV file, contacts typed in) and the CSV import
 * with its progress and its report of refused rows. The message templates are here too: their
 * list with status, search and filters, their form with the kind's rules shown as it is typed,
 * and a WhatsApp draft's submission for validation. The campaigns are listed with their figures,
 * sent by hand, cancelled or deleted, and followed on their page with their recipients; their
 * form comes later (`add` says so). For managers and above, in the self-hosted edition. `token`
 * is required; `user` is fetched when not given.
 *
 * @summary Campaign audiences, message templates and campaigns: lists, forms, CSV import, review, follow-up.
 * @attr {string} section - the area: `contacts` (audiences, the default), `templates`, `list` (campaigns)
 * @attr {string} item - below the area: none for its list, `add`, an audience's id, a template's `{kind}/{id}`, a campaign's `{id}` or `send/{id}`
 * @fires oc-navigate - a link to another campaigns screen (`/campaigns/contacts/3`, `/campaigns/templates/sms/4`)
 * @fires oc-dirty-change - a form has changes not saved yet, or no longer has
 * @csspart screen - each screen: its heading, buttons and content
 * @csspart screen-head - the line of the heading and the screen's buttons
 * @csspart screen-title - the screen's heading
 * @csspart screen-actions - the screen's buttons (Add…)
 * @csspart screen-intro - the sentence under the heading
 */
export class OcCampaignEditor extends elementClass(CampaignEditor as ComponentType<Record<string, unknown>>, {
  attributes: ['section', 'item'],
  styles: [SCREEN_CSS, AREA_NAV_CSS, FORM_CSS, DIALOG_CSS, MENU_CSS, css],
  namespaces: ['campaigns', FORM_NAMESPACE],
}) {
  /** The `section` attribute. */
  declare section: string | undefined;
  /** The `item` attribute. */
  declare item: string | undefined;
}
