export { fetchPublicAgent } from './calls/agents.ts';
export {
  attachPaymentMethod,
  createPaymentCustomer,
  deletePaymentMethod,
  fetchBillingDetails,
  fetchInvoices,
  fetchOffers,
  fetchPaymentMethods,
  fetchTaxRates,
  saveBillingAddress,
  setDefaultPaymentMethod,
  setupPaymentMethod,
  subscribe,
  tokenizeSandboxCard,
} from './calls/billing.ts';
export { deleteChannel, deleteChannelsOfKind, fetchChannels, saveChannel } from './calls/channels.ts';
export { fetchVersion } from './calls/core.ts';
export {
  deleteEntryPoint,
  fetchEntryPoint,
  fetchEntryPoints,
  fetchEntryPointWidget,
  saveEntryPoint,
  saveEntryPointWidget,
} from './calls/entry-points.ts';
export {
  addSessionGroupGuest,
  fetchMessagingEvents,
  fetchSessionGroupGuests,
  resetUnreadMessageCount,
} from './calls/guests.ts';
export {
  deleteIceBreakers,
  deleteIframe,
  deleteMessengerMenu,
  fetchIceBreakers,
  fetchIframe,
  fetchIframes,
  fetchMessengerMenu,
  fetchMessengerMenus,
  saveIceBreakers,
  saveIframe,
  saveMessengerMenu,
} from './calls/misc.ts';
export { type ApiError, ApiRequestError, normaliseError } from './errors.ts';
export {
  createHttpClient,
  type DecodedRequestOptions,
  type HttpClient,
  type HttpClientOptions,
  type Query,
  type RequestOptions,
  toQueryString,
} from './http.ts';
export {
  type AgentAnswers,
  AgentCommand,
  type AgentCommandName,
  type AgentProtocol,
  type GuestAnswers,
  GuestCommand,
  type GuestProtocol,
  type GuestRoomState,
  type GuestServerEvent,
  type GuestServerFrame,
  MESSAGES_PAGE_SIZE,
  MessagesPage,
  type ResumeAnswer,
  ROOMS_PAGE_SIZE,
  RoomsPage,
  type ServerError,
  type ServerEvent,
  type ServerFrame,
  type ServerResponse,
  type TypingEvent,
  UnreadChange,
} from './protocol.ts';
export {
  AccountLoginRequest,
  AccountUpdate,
  AccountUser,
  CustomerUpdate,
  EmailRequest,
  EmailValidateRequest,
  isTimezone,
  Language,
  LanguageRequest,
  MasqueradeAnswer,
  MasqueradeRequest,
  NewPassword,
  OfferRequest,
  OtpCode,
  OutboxMail,
  PasswordChangeRequest,
  PasswordResetConfirm,
  PhoneNumber,
  RegisterRequest,
  SsoLoginUrl,
  Timezone,
  TwoFactorDisable,
  TwoFactorEnable,
  TwoFactorSetup,
} from './schemas/account.ts';
export { AgentSummary, AgentsQuery } from './schemas/agent.ts';
export { PublicAgent } from './schemas/agent-public.ts';
export {
  AGENT_STATUS,
  AgentSettings,
  AgentStatus,
  AutoFillRequest,
  PauseAnswer,
  PauseEventData,
  PauseRequest,
  PRESENCES,
  type Presence,
  SettingsUpdate,
} from './schemas/agent-status.ts';
export { LoginRequest, RefreshRequest, TokenResponse } from './schemas/auth.ts';
export {
  BillingOffer,
  MonthlyUsage,
  OfferList,
  OfferPrice,
  OffersQuery,
  Subscription,
} from './schemas/billing.ts';
export {
  BOT_MAX_NODES,
  BOT_TEXT_MAX_LENGTH,
  BOT_TITLE_MAX_LENGTH,
  BotUsage,
  ChronosRule,
  ChronosUse,
  DialogflowUse,
  SkillsByChannel,
  WireBot,
  type WireBotChecks,
  WireNode,
  WireTree,
} from './schemas/bot.ts';
export { BotChoice, BotPrompt, GuestBotState } from './schemas/bot-prompt.ts';
export {
  CalendarDay,
  CalendarInput,
  CalendarRule,
  CalendarTimezone,
  CalendarTree,
  ClockTime,
  DAYS_OFF_MAX,
  IsoDate,
  OffGroup,
  SLOTS_PER_DAY_MAX,
  Slot,
  Week,
  WeekDays,
  WeekInput,
  WeekQuery,
} from './schemas/calendar.ts';
export {
  AccountSettings,
  CHANNEL_SECRET_MIN_LENGTH,
  CHANNEL_SECRETS,
  Channel,
  ChannelDeleteQuery,
  ChannelInput,
  ChannelList,
  GoogleBusinessSettings,
  GoogleReviewsSettings,
  InstagramDirectSettings,
  RcsSettings,
  SecretState,
  SmsSettings,
  WhatsappBusiness,
  WhatsappSettings,
} from './schemas/channel.ts';
export { Acknowledgement, maybe } from './schemas/common.ts';
export { RuntimeConfig } from './schemas/config.ts';
export {
  CONTACT_REASON_COMMENT_MAX_LENGTH,
  CONTACT_REASON_LABEL_MAX_LENGTH,
  ContactReason,
  ContactReasonEvent,
  ContactReasonEventInput,
  ContactReasonInput,
  ContactReasonsQuery,
} from './schemas/contact-reason.ts';
export {
  ENTRY_POINT_AUTO_OPEN_MAX_S,
  ENTRY_POINT_IP_LIST_MAX,
  ENTRY_POINT_ITEMS_MAX,
  EntryPoint,
  EntryPointInput,
  EntryPointTree,
  EntryPointWidget,
  IpRange,
  MESSENGER_BUTTON_TEXT_MAX,
  MessengerButton,
  NavbarItem,
} from './schemas/entry-point.ts';
export {
  GuestHistory,
  GuestHistoryQuery,
  GuestPastConversation,
  GuestSession,
  GuestWidget,
  GuestWidgetQuery,
  OpenGuestSession,
} from './schemas/guest.ts';
export {
  EXTRA_DATA_KEY_PATTERN,
  ExtraDataKey,
  ExtraDataKeyInput,
  GUEST_EXTRA_VALUE_MAX_LENGTH,
  GUEST_NAME_MAX_LENGTH,
  GUEST_NOTE_MAX_LENGTH,
  GUEST_SESSIONS_PAGE_SIZE,
  GuestInfo,
  GuestInfoInput,
  GuestSessionSummary,
  GuestSessionsPage,
  GuestSessionsQuery,
} from './schemas/guest-info.ts';
export {
  INVITATION_KINDS,
  Invitation,
  type InvitationKind,
  InvitationRequest,
  InvitationStatus,
  OpenedInvitation,
  PAYMENT_CURRENCIES,
  ROOM_EVENT_KINDS,
  RoomEventData,
  type RoomEventKind,
  type RoomEventPayload,
  TIMESLOTS_MAX,
} from './schemas/invitation.ts';
export {
  AgentRichContent,
  ClientId,
  DELIVERY_STATUSES,
  DeliveryChange,
  MESSAGE_KINDS,
  Message,
  type MessageKind,
  MessageText,
  RichContent,
} from './schemas/message.ts';
export {
  MESSAGING_EVENT_KINDS,
  MESSAGING_EVENTS_DETAIL_PAGE_SIZE,
  MESSAGING_EVENTS_ORDERINGS,
  MESSAGING_EVENTS_PAGE_SIZE,
  MessagingEvent,
  type MessagingEventKind,
  MessagingEventsPage,
  type MessagingEventsParams,
  MessagingEventsQuery,
} from './schemas/messaging-event.ts';
export {
  emptyIceBreakers,
  ICE_BREAKER_MAX_BUTTONS,
  ICE_BREAKER_TEXT_MAX,
  IceBreakerButton,
  IceBreakerLocale,
  IceBreakers,
  IceBreakersInput,
  Iframe,
  IframeInput,
  MESSENGER_MENU_MAX_BUTTONS,
  MessengerMenu,
  MessengerMenuInput,
} from './schemas/misc.ts';
export {
  DEFAULT_NOTIFICATION_OPTIONS,
  type MessagingOption,
  NOTIFICATION_OPTIONS,
  type NotificationList,
  NotificationOptions,
  type TicketingOption,
} from './schemas/notification-options.ts';
export {
  BillingAddress,
  BillingDetails,
  INVOICE_STATUSES,
  Invoice,
  InvoiceList,
  PaymentCustomer,
  PaymentMethod,
  PaymentMethodList,
  PaymentMethodRef,
  PaymentProviderName,
  PaymentSetup,
  SandboxCardInput,
  SandboxCardToken,
  SubscribeAnswer,
  SubscribeInput,
  TaxRate,
  TaxRateList,
  TaxRatesQuery,
} from './schemas/payment.ts';
export {
  PUBLIC_API_SCOPES,
  type PublicApiScope,
  PublicApiScopes,
  PublicRoomsQuery,
} from './schemas/public-api.ts';
export { Room, RoomAgent, RoomBotInfos, RoomInfos, RoomStatusSchema } from './schemas/room.ts';
export {
  AUTO_CLOSE_MESSAGE_MAX_LENGTH,
  DEFAULT_ROOM_CONFIGURATION,
  RoomConfiguration,
} from './schemas/room-configuration.ts';
export {
  ANSWER_KINDS,
  type AnswerKind,
  PAYMENT_OUTCOMES,
  RoomEventAnswerContent,
  RoomEventAnswerData,
} from './schemas/room-event-answer.ts';
export {
  Category,
  MSGLIB_CONTENT_MAX_LENGTH,
  MSGLIB_LABEL_MAX_LENGTH,
  MsglibGroup,
  MsglibGroupInput,
  SENTENCE_SEARCH_MAX_LIMIT,
  Sentence,
  SentenceInput,
  SentenceSearchRequest,
  SentenceSearchResponse,
  SentenceSearchResult,
  Subcategory,
} from './schemas/sentence.ts';
export {
  SESSION_GROUP_GUEST_KINDS,
  SessionGroupGuest,
  SessionGroupGuestInput,
  type SessionGroupGuestKind,
} from './schemas/session-group.ts';
export {
  SESSION_SEARCH_MAX_LIMIT,
  SESSION_SEARCH_STATES,
  SessionAgent,
  SessionSearchRequest,
  SessionSearchResponse,
  SessionSearchResult,
  type SessionSearchState,
} from './schemas/session-search.ts';
export {
  AcceptedInvitation,
  AGENT_MAX_LOAD,
  AgentDetails,
  AgentInput,
  AgentListQuery,
  AgentLogoutAnswer,
  AgentSkill,
  AgentSkillLabel,
  InvitationAccept,
} from './schemas/settings/agent.ts';
export {
  SETTINGS_LABEL_MAX_LENGTH,
  SETTINGS_LIST_DEFAULT_LIMIT,
  SETTINGS_LIST_MAX_LIMIT,
  SettingsIds,
  SettingsLabel,
  SettingsListQuery,
  type SettingsPage,
  settingsPageOf,
} from './schemas/settings/common.ts';
export {
  EXTERNAL_VIEW_URL_MAX_LENGTH,
  ExternalView,
  ExternalViewInput,
  isWebAddress,
} from './schemas/settings/external-view.ts';
export { AssignableRole, SkillGroup, SkillGroupInput } from './schemas/settings/group.ts';
export {
  CreatedPublicApiToken,
  PublicApiToken,
  PublicApiTokenInput,
} from './schemas/settings/public-api-token.ts';
export {
  LiveChatForm,
  LiveChatSettings,
  OpeningRange,
  SKILL_MESSAGE_KEYS,
  SKILL_MESSAGE_MAX_LENGTH,
  SKILL_SERVICE_KINDS,
  SkillCalendar,
  SkillInput,
  type SkillMessageKey,
  SkillMessages,
  SkillScreensharing,
  SkillSettings,
  SkillTranslation,
  WidgetSettings,
} from './schemas/settings/skill.ts';
export { Subaccount, SubaccountInput } from './schemas/settings/subaccount.ts';
export { VisitorIdentityClaims, VisitorIdentitySecret } from './schemas/settings/visitor-identity.ts';
export {
  type AgentStats,
  customRangeProblem,
  type HeaderStats,
  STATS_CUSTOM_MAX_DAYS,
  STATS_DETAILS,
  STATS_INTERVALS,
  STATS_LATE_AFTER_SECONDS,
  STATS_STATES,
  type StatsBucket,
  type StatsCsv,
  StatsDay,
  type StatsDetail,
  type StatsDetailsMode,
  type StatsInterval,
  StatsQuery,
  StatsQueryEntries,
  type StatsState,
  SupervisorStatsQuery,
  SupervisorStatsQueryEntries,
} from './schemas/stats.ts';
export {
  RecordedSuggestionResponse,
  SUGGESTIONS_MAX,
  SuggestAnswer,
  Suggestion,
  SuggestionResponse,
  SuggestRequest,
} from './schemas/suggestion.ts';
export {
  TRANSLATE_TEXT_MAX_LENGTH,
  TranslateAnswer,
  TranslateRequest,
  TranslationStatus,
} from './schemas/translation.ts';
export { ResetUnreadAnswer, ResetUnreadRequest } from './schemas/unread.ts';
export {
  isImageType,
  UPLOAD_ACCEPT,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
  UploadAnswer,
  UploadLink,
  uploadType,
} from './schemas/upload.ts';
export {
  ACCOUNT_DELETION_REASONS,
  type AccountDeletionReason,
  AccountDeletionRequest,
  Customer,
  NotificationSettingsUpdate,
  PushActivation,
  PushRegistration,
  Skill,
  SkillPermission,
  User,
} from './schemas/user.ts';
export { VersionAnswer } from './schemas/version.ts';
export {
  DEFAULT_API_BASE,
  SERVICE_NAMES,
  type ServiceMap,
  type ServiceName,
  serviceMap,
  socketUrl,
} from './services.ts';
export {
  type CommandAnswer,
  type CommandName,
  type CommandOptions,
  type CommandPayload,
  newClientId,
  RealtimeSocket,
  type RealtimeSocketOptions,
  SocketCommandError,
  type SocketFrame,
  type SocketStatus,
  type WireProtocol,
} from './socket.ts';
