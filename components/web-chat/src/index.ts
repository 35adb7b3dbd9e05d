export {
  emit,
  type WebChatEventDetail,
  type WebChatEventMap,
  type WebChatEventName,
} from './events.ts';
export { resolveLocale, type Translate, translator } from './i18n.ts';
export { ChatSession, type ChatSessionOptions, storageKey } from './model/chat-session.ts';
export {
  type ConversationState,
  type Delivery,
  type Entry,
  initialConversation,
  type Phase,
} from './model/conversation.ts';
export { WebChat } from './WebChat.ts';
