import type { EntryPoint, EntryPointInput, MessengerMenu, MessengerMenuInput } from '@omnicanal/api';

/*
 * A messenger menu (spec 001 §2 `messaging/form-messenger-menu`) is an entry point of type
 * `messenger_menu` on the Messenger channel: the misc service's `/messenger/menu` calls read and
 * write the entry point's name, skill and menu buttons, so the bot builder's tree rule (§5) and the
 * botgroups list see it like any other entry point.
 */

/** The channel a messenger menu opens. */
export const MESSENGER_CHANNEL = 'facebook';

/** The menu view of a messenger-menu entry point. */
export function toMessengerMenu(entryPoint: EntryPoint): MessengerMenu {
  return {
    id: entryPoint.id,
    name: entryPoint.name,
    skill: entryPoint.skill,
    buttons: entryPoint.menu_buttons,
  };
}

/** The entry point a menu input makes, keeping what `stored` had beyond the menu. */
export function menuEntryPoint(input: MessengerMenuInput, stored: EntryPoint | null): EntryPointInput {
  return {
    calendar_id: null,
    trees: [],
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
    ...stored,
    name: input.name,
    skill: input.skill,
    type: 'messenger_menu',
    channels: [MESSENGER_CHANNEL],
    menu_buttons: input.buttons,
  };
}
