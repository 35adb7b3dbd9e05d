import { defineElement } from '@omnicanal/element';
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
 * Registers `<oc-agent-inbox>` (idempotent: a second build on the page keeps the first definition).
 *
 * @summary The live-chat console of an agent: waiting, ongoing and closed rooms, and the open
 * conversation with its composer.
 * @attr room-id - uuid of the room to open
 * @attr api-base - base URL of the API (default `/api`)
 * @attr locale - `fr` (default) or `en`
 * @attr edition - `hosted` or `self-hosted`
 * @prop token - bearer token of the agent; kept in memory, never reflected into an attribute
 * @prop user - the signed-in user, when the host already has it
 * @fires oc-room-open - `{room}`: a conversation was opened
 * @fires oc-room-close - `{uuid}`: the open conversation was put away
 * @fires oc-navigate - `{path}`: the agent opened a room; `/gb-agent/im/<uuid>`
 * @fires oc-error - `{code, message}`: a failure outside of the agent's own actions
 * @fires oc-unauthorized - no token, or the server refused it
 * @fires oc-attention-change - `{dot, waiting, unread}`: the inbox's notification dot changed (spec 000 §2)
 * @csspart list - the column of room lists
 * @csspart conversation - the open conversation
 * @csspart composer - the reply form
 * @cssprop --oc-inbox-list-width - width of the list column (default 22rem)
 * @cssprop --oc-inbox-min-height - minimum height of the element (default 28rem)
 */
export const AgentInboxElement: CustomElementConstructor = defineElement('oc-agent-inbox', AgentInbox, {
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
  ],
});
