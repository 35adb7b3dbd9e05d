import type { EntryPointInput } from '@omnicanal/api';
import { DEMO_WELCOME_TREE } from '../../bot/demo-bot.ts';

/** The demo company's website widget: the Support skill's web channel, opening the welcome tree. */
export function demoEntryPoint(skill: number): EntryPointInput {
  return {
    name: 'Widget du site',
    type: 'widget',
    skill,
    calendar_id: null,
    channels: ['web'],
    trees: [{ channel: 'web', calendar_id: null, tree_identifier: DEMO_WELCOME_TREE }],
    auto_open_delay: null,
    max_open_events: null,
    session_ttl_hours: null,
    ip_allowlist: [],
    ip_denylist: [],
    website_domains: [],
    display_mode: 'embedded',
    html_root: '',
    icon: null,
    navbar: [],
    menu_buttons: [],
  };
}
