import { elementClass } from '@omnicanal/element';
import { DIALOG_CSS } from '@omnicanal/ui';
import agentBarCss from './AgentBar/AgentBar.css?inline';
import css from './AgentInbox.css?inline';
import { AgentInbox } from './AgentInbox.tsx';
import attentionCss from './Attention/Attention.css?inline';
import closeFlowCss from './Conversation/CloseFlow.css?inline';
import conversationCss from './Conversation/Conversation.css?inline';
import richCss from './Conversation/Rich.css?inline';
import detailsCss from './Details/Details.css?inline';
import roomListCss from './RoomList/RoomList.css?inline';
import searchCss from './Search/Search.css?inline';
import statsCss from './Stats/Stats.css?inline';

/**
 * The live-chat console of an agent: the waiting, ongoing and closed conversations (rooms) of the
 * agent's skills, and the open conversation with its messages, its actions and the reply box. It
 * talks to the agents realtime socket and keeps its lists live.
 *
 * @summary The live-chat console of an agent: waiting, ongoing and closed rooms, and the open
 * conversation with its composer.
 * @attr {string} room-id - uuid of the conversation to open; changing it opens another, removing it goes back to the lists
 * @fires oc-room-open - a conversation was opened (clicked, or named by `room-id`), once its room is known
 * @fires oc-room-close - the open conversation was put away (`room-id` removed): `room.uuid` is the room that was open. Sent only after its `oc-room-open`; a host that hides its own header while a conversation is open (spec 000 §2) shows it again
 * @fires oc-navigate - the agent opened a room from a list: `path` is `/gb-agent/im/<uuid>`; the console turns it into its URL (which comes back as `room-id`), a partner may ignore it. Not sent when the room came from `room-id`
 * @fires oc-error - a failure outside of the agent's own actions (a refused event, a list that failed to load); `message` is translated
 * @fires oc-unauthorized - there is no token, or the server refused it (the element then asks to sign in)
 * @fires oc-attention-change - the notification dot of the agent inbox changed (spec 000 §2): `dot` is on while an ongoing room has unread messages or a room waits or is late; `waiting` counts the rooms waiting plus the agent's late ones, `unread` the ongoing rooms with unread messages. Sent once on start, then on every change
 * @csspart list - the column of room lists
 * @csspart conversation - the open conversation
 * @csspart composer - the reply form
 * @cssproperty [--oc-inbox-list-width=22rem] - width of the list column
 * @cssproperty [--oc-inbox-min-height=28rem] - minimum height of the element
 * @cssproperty [--oc-inbox-details-width=20rem] - width of the detail panel beside the conversation
 */
export class OcAgentInbox extends elementClass(AgentInbox, {
  attributes: ['roomId'],
  styles: [
    DIALOG_CSS,
    css,
    roomListCss,
    conversationCss,
    richCss,
    closeFlowCss,
    agentBarCss,
    statsCss,
    detailsCss,
    searchCss,
    attentionCss,
  ],
  namespaces: [
    'inbox',
    'inbox-stats',
    'inbox-agent',
    'inbox-close',
    'inbox-details',
    'inbox-composer',
    'inbox-attention',
    'inbox-bot',
  ],
}) {
  /** uuid of the conversation to open (the `room-id` attribute). */
  declare roomId: string | undefined;
}
