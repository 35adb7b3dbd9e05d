import type { GuestWidget } from '@omnicanal/api';

/*
 * The configuration a settings form's live preview hands to `<oc-web-chat>`: what the form holds
 * over the widget's defaults, in the shape of `GET /guests/widget`.
 */

/** The widget's looks when nothing is configured (as the server answers for a bare skill). */
export const PREVIEW_APPEARANCE: GuestWidget['appearance'] = {
  color: '#1f5fbf',
  logo: null,
  company_name: '',
  punchline: '',
  title: '',
  subtitle: '',
  position: 'right',
  offset_x: 0,
  offset_y: 0,
  version: 2,
  cta_text: '',
  force_cta_display: false,
  auto_open_delay: null,
  powered_by: true,
  show_agents: true,
  ask_email: false,
};

const NO_MESSAGES: GuestWidget['messages'] = {
  welcome: '',
  waiting: '',
  online: '',
  offline: '',
  full: '',
  pause: '',
  takeover: '',
};

/** Part of a widget's looks as a form or a saved setting holds it. */
export type WidgetPart = Partial<Record<keyof GuestWidget['appearance'], unknown>>;

/**
 * A preview configuration from the parts a form knows, later parts winning (saved settings, then
 * the form's unsaved values). An empty logo is no logo; the preview never opens a conversation, so
 * the skill is a placeholder.
 */
export function previewWidget(...parts: readonly WidgetPart[]): GuestWidget {
  const appearance = Object.assign({}, PREVIEW_APPEARANCE, ...parts) as GuestWidget['appearance'];
  return {
    skill: { id: 0, name: '' },
    availability: 'online',
    appearance: { ...appearance, logo: appearance.logo || null },
    messages: NO_MESSAGES,
  };
}
