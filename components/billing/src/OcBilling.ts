import { elementClass } from '@omnicanal/element';
import { DIALOG_CSS, FORM_CSS, FORM_NAMESPACE, MENU_CSS, SCREEN_CSS } from '@omnicanal/ui';
import type { ComponentType } from 'react';
import css from './Billing.css?inline';
import { Billing } from './Billing.tsx';

/**
 * The plans and billing of a company (spec 000 §1, 002 §2–§9, hosted edition): the offers and the
 * subscription, the billing address, the payment cards and a new card, the invoices and the
 * summary, one screen at a time chosen by `section`. Administrators and the owner only. Each
 * screen says which payment provider is active (the sandbox: test mode, no real payment).
 * `token` is required; `user` is fetched when not given.
 *
 * @summary Plans, subscription, billing address, payment cards, invoices and billing summary.
 * @attr {string} section - the screen: `subscription` (default, optionally `subscription/{offer}/{currency}`), `address`, `payments`, `payments/add`, `invoices`, `summary`
 * @fires oc-navigate - a link to another billing screen (`/settings/billing/address`)
 * @csspart screen - each screen: its heading, buttons and content
 * @csspart screen-head - the line of the heading and the screen's buttons
 * @csspart screen-title - the screen's heading
 * @csspart screen-actions - the screen's buttons (Add…)
 * @csspart screen-intro - the sentence under the heading
 */
export class OcBilling extends elementClass(Billing as ComponentType<Record<string, unknown>>, {
  attributes: ['section'],
  styles: [SCREEN_CSS, FORM_CSS, DIALOG_CSS, MENU_CSS, css],
  namespaces: ['billing', FORM_NAMESPACE],
}) {
  /** The `section` attribute. */
  declare section: string | undefined;
}
