/**
 * `@omnicanal/api/wire`: the decoders of the realtime and guest shapes shared by the agent inbox
 * and the visitor widget. Small and free of side effects and of the schema library, so the widget
 * loads only what it uses.
 */
export { decodeBotPrompt, decodeGuestRoomState, decodeGuestSession, decodeTyping } from './guest.ts';
export { decodeMessage, decodeMessages, isRichContent } from './message.ts';
export { MESSAGE_KINDS } from './message-kinds.ts';
