export { maybe } from './schemas/common.ts';
export { Customer, Skill, SkillPermission, User } from './schemas/user.ts';
export { LoginRequest, RefreshRequest, TokenResponse } from './schemas/auth.ts';
export { RuntimeConfig } from './schemas/config.ts';
export { ClientId, MESSAGE_KINDS, Message, type MessageKind, MessageText, RichContent } from './schemas/message.ts';
export { Room, RoomAgent, RoomInfos, RoomStatusSchema } from './schemas/room.ts';
export { GuestSession, OpenGuestSession } from './schemas/guest.ts';
export {
  AgentCommand,
  type AgentCommandName,
  GuestCommand,
  type GuestRoomState,
  type GuestServerEvent,
  type GuestServerFrame,
  ROOMS_PAGE_SIZE,
  RoomsPage,
  type ServerError,
  type ServerEvent,
  type ServerFrame,
  type ServerResponse,
  type TypingEvent,
} from './protocol.ts';
export { type ApiError, ApiRequestError, normaliseError } from './errors.ts';
export { DEFAULT_API_BASE, SERVICE_NAMES, type ServiceMap, type ServiceName, serviceMap, socketUrl } from './services.ts';
