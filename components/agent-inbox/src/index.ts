export type { Room } from '@omnicanal/api';
export { AgentInbox } from './AgentInbox.tsx';
export type { AttentionChange } from './Attention/model/dot.ts';
export {
  type AgentInboxEvent,
  type AgentInboxEventMap,
  type AgentInboxEventName,
  emitInboxEvent,
  roomPath,
} from './events.ts';
export { OcAgentInbox } from './OcAgentInbox.ts';
