export {
  CALENDAR_ERRORS,
  type Calendar,
  type CalendarDay,
  type CalendarError,
  type CalendarFieldErrors,
  type ClockTime,
  cleanWeek,
  clockTime,
  closedWeek,
  dayProblems,
  isCalendarOpen,
  isEmptySlot,
  isIsoDate,
  isTimeZone,
  type LocalTime,
  localTime,
  minutesOf,
  type OffGroup,
  type OpeningCalendar,
  offDayProblem,
  offDaysProblems,
  type Slot,
  slot,
  timeProblem,
  WEEKDAYS,
  type WeekDays,
  type Weekday,
  weekProblems,
  workingWeek,
} from './calendar/index.ts';
export {
  AGENT_SOCKET_RECONNECT_MS,
  FILE_UPLOAD_MAX_BYTES,
  MESSAGE_MAX_LENGTH,
  MODAL_OVERLAY_DELAY_MS,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROOM_TIMER_TICK_MS,
  STATS_REFRESH_MS,
  TIME_PICKER_STEP_MINUTES,
  TOAST_MS,
  UNCONFIRMED_EMAIL_GRACE_DAYS,
  UPDATE_CHECK_MS,
  USER_REFRESH_MS,
} from './constants.ts';
export { EDITIONS, type Edition, isEdition, modeMatches, type RouteMode } from './editions.ts';
export {
  DISPLAY_MODES,
  type DisplayMode,
  ENTRY_POINT_CHANNELS,
  ENTRY_POINT_TYPES,
  type EntryPointChannel,
  type EntryPointType,
  entryPointTrees,
  ICE_BREAKER_DEFAULT_LOCALE,
  ICE_BREAKER_LOCALES,
  type IceBreakerLocale,
  isWebEntryPoint,
  MESSENGER_BUTTON_TYPES,
  type MessengerButtonType,
  maxChannels,
  type TreeReferences,
  WEB_ENTRY_POINT_TYPES,
} from './entry-points.ts';
export { ERROR_CODES, type ErrorCode, isErrorCode, UNKNOWN_COMMAND } from './errors.ts';
export {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  formatDate,
  formatDateTime,
  formatElapsed,
  formatTime,
  HHMM,
  isLocale,
  LOCALES,
  type Locale,
  parseHHmm,
} from './formats.ts';
export { CHANNEL_PREFIXES, channelPrefix, type LabelledRoom, roomLabel } from './labels.ts';
export { safeHref } from './links.ts';
export { isCommonPassword, PASSWORD_RULES, type PasswordRule, passwordProblem } from './password.ts';
export { isRouteAllowed, type RoutePermission } from './permissions.ts';
export { AGENT_CONSOLE_ROLES, hasRank, isRole, ROLE_RANK, ROLES, type Role, rankOf } from './roles.ts';
export {
  canTransition,
  isOpen,
  isRoomStatus,
  listOfRoom,
  listOfStatus,
  ROOM_LISTS,
  ROOM_STATUSES,
  type RoomList,
  type RoomStatus,
} from './rooms.ts';
export { uuid4 } from './uuid.ts';
export { canSeeRoom, type RoomViewer } from './visibility.ts';
