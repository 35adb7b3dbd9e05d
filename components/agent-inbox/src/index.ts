export { AgentInbox } from './AgentInbox.tsx';
export {
  type AgentInboxEvent,
  type AgentInboxEventMap,
  type AgentInboxEventName,
  emitInboxEvent,
  roomPath,
} from './events.ts';
