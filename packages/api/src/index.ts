export { type ApiError, ApiRequestError, normaliseError } from './errors.ts';
export {
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type Query,
  type RequestOptions,
  toQueryString,
} from './http.ts';
export {
  AgentCommand,
  type AgentCommandName,
  GuestCommand,
  type GuestRoomState,
  type GuestServerEvent,
  type GuestServerFrame,
  type ResumeAnswer,
  ROOMS_PAGE_SIZE,
  RoomsPage,
  type ServerError,
  type ServerEvent,
  type ServerFrame,
  type ServerResponse,
  type TypingEvent,
} from './protocol.ts';
export { AgentSummary, AgentsQuery } from './schemas/agent.ts';
export { LoginRequest, RefreshRequest, TokenResponse } from './schemas/auth.ts';
export {
  BOT_MAX_NODES,
  BOT_TEXT_MAX_LENGTH,
  BOT_TITLE_MAX_LENGTH,
  type BotUsage,
  type ChronosRule,
  type ChronosUse,
  type DialogflowUse,
  type EntryPoint,
  type SkillsByChannel,
  WireBot,
  type WireBotChecks,
  WireNode,
  WireTree,
} from './schemas/bot.ts';
export { maybe } from './schemas/common.ts';
export { RuntimeConfig } from './schemas/config.ts';
export { GuestSession, OpenGuestSession } from './schemas/guest.ts';
export {
  ClientId,
  MESSAGE_KINDS,
  Message,
  type MessageKind,
  MessageText,
  RichContent,
} from './schemas/message.ts';
export { Room, RoomAgent, RoomInfos, RoomStatusSchema } from './schemas/room.ts';
export {
  AUTO_CLOSE_MESSAGE_MAX_LENGTH,
  DEFAULT_ROOM_CONFIGURATION,
  RoomConfiguration,
} from './schemas/room-configuration.ts';
export { Customer, Skill, SkillPermission, User } from './schemas/user.ts';
export {
  DEFAULT_API_BASE,
  SERVICE_NAMES,
  type ServiceMap,
  type ServiceName,
  serviceMap,
  socketUrl,
} from './services.ts';
export {
  type CommandOptions,
  newClientId,
  RealtimeSocket,
  type RealtimeSocketOptions,
  SocketCommandError,
  type SocketFrame,
  type SocketStatus,
} from './socket.ts';
