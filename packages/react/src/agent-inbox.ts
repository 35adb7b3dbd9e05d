// Generated from custom-elements.json by `npm run build:manifest`: edit the element class instead.
import '@omnicanal/agent-inbox/define';
import type { AttentionChange, OcAgentInbox as OcAgentInboxElement, Room } from '@omnicanal/agent-inbox';
import { createComponent, type ElementProps } from './createComponent.ts';

/** Props of {@link OcAgentInbox}: the attributes, properties and events of `<oc-agent-inbox>`. */
export interface OcAgentInboxProps extends ElementProps<OcAgentInboxElement> {
  /** uuid of the conversation to open; changing it opens another, removing it goes back to the lists */
  roomId?: string;
  /** where the Omnicanal API is; every service base derives from it (`<api-base>/core`, …) (default `/api`) */
  apiBase?: string;
  /** interface language, shared by every Omnicanal element of the page (default `fr`) */
  locale?: 'fr' | 'en';
  /** product edition; without it, the one the server announces */
  edition?: 'hosted' | 'self-hosted';
  /** colour scheme (`auto` follows the reader's system); without it, the page's `color-scheme`; elements inside inherit it */
  theme?: 'light' | 'dark' | 'auto';
  /** Bearer token of the signed-in user. Kept in memory only: never reflected into an attribute, never stored. A value set before the element's code loads still applies. Set as a property, never written into an attribute. */
  token?: OcAgentInboxElement['token'];
  /** The signed-in user, when the host already has it (otherwise the element loads it). Set as a property, never written into an attribute. */
  user?: OcAgentInboxElement['user'];
  /** A partner's own texts in place of ours, by language and key as the element reads them: `{ fr: { 'settings:skills.title': 'Files d’attente' } }`. They apply to the whole page (every element showing that key), and to texts that load later. Set as a property, never written into an attribute. */
  strings?: OcAgentInboxElement['strings'];
  /** The user's company, when the host already has it (otherwise the element loads it when it needs it). Set as a property, never written into an attribute. */
  customer?: OcAgentInboxElement['customer'];
  /** a conversation was opened (clicked, or named by `room-id`), once its room is known */
  onOcRoomOpen?: (event: CustomEvent<{ room: Room }>) => void;
  /** the open conversation was put away (`room-id` removed): `room.uuid` is the room that was open. Sent only after its `oc-room-open`; a host that hides its own header while a conversation is open (spec 000 §2) shows it again */
  onOcRoomClose?: (event: CustomEvent<{ room: { uuid: string } }>) => void;
  /** the agent opened a room from a list: `path` is `/gb-agent/im/<uuid>`; the console turns it into its URL (which comes back as `room-id`), a partner may ignore it. Not sent when the room came from `room-id` */
  onOcNavigate?: (event: CustomEvent<{ path: string }>) => void;
  /** a failure outside of the agent's own actions (a refused event, a list that failed to load); `message` is translated */
  onOcError?: (event: CustomEvent<{ code: string; message: string }>) => void;
  /** there is no token, or the server refused it (the element then asks to sign in) */
  onOcUnauthorized?: (event: CustomEvent<null>) => void;
  /** the notification dot of the agent inbox changed (spec 000 §2): `dot` is on while an ongoing room has unread messages or a room waits or is late; `waiting` counts the rooms waiting plus the agent's late ones, `unread` the ongoing rooms with unread messages. Sent once on start, then on every change */
  onOcAttentionChange?: (event: CustomEvent<AttentionChange>) => void;
}

/**
 * `<oc-agent-inbox>` as a React component (its tag is defined on import). Properties such as the token are
 * set on the element, never written into the DOM; `on…` props listen to its events; `ref` is the element.
 */
export const OcAgentInbox = createComponent<OcAgentInboxElement, OcAgentInboxProps>({
  tagName: 'oc-agent-inbox',
  attributes: {
    roomId: 'room-id',
    apiBase: 'api-base',
    locale: 'locale',
    edition: 'edition',
    theme: 'theme',
  },
  properties: ['token', 'user', 'strings', 'customer'],
  events: {
    onOcRoomOpen: 'oc-room-open',
    onOcRoomClose: 'oc-room-close',
    onOcNavigate: 'oc-navigate',
    onOcError: 'oc-error',
    onOcUnauthorized: 'oc-unauthorized',
    onOcAttentionChange: 'oc-attention-change',
  },
});
