import type { Message, RichContent } from '@omnicanal/api';
import { atom } from 'nanostores';

/** Where a message stands: stored by the server, on its way, or refused for good. */
export type SendState = 'sent' | 'pending' | 'failed';

export interface ChatEntry {
  message: Message;
  state: SendState;
  /** Order of arrival in this client: breaks ties between equal times. */
  arrival: number;
  /** When this client last received it (same counter): a later history answer may not know it. */
  seen: number;
  /** Error code of a failed send. */
  error?: string;
}

/** Messages per room uuid; only the rooms being read have entries. */
export interface MessagesState {
  rooms: Record<string, ChatEntry[]>;
  arrivals: number;
}

export const emptyMessages = (): MessagesState => ({ rooms: {}, arrivals: 0 });

const timeOf = (iso: string): number => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
};

/**
 * Server messages by creation time, then arrival; local sends after them in the order they were
 * typed: they have no place in the server's order yet, and the agent's clock may be off.
 */
function byTimeThenArrival(a: ChatEntry, b: ChatEntry): number {
  const localA = a.state !== 'sent';
  const localB = b.state !== 'sent';
  if (localA !== localB) return localA ? 1 : -1;
  if (!localA) {
    const diff = timeOf(a.message.created_at) - timeOf(b.message.created_at);
    if (diff !== 0) return diff;
  }
  return a.arrival - b.arrival;
}

const sameMessage = (entry: ChatEntry, message: Message): boolean =>
  entry.message.event === message.event ||
  (!!message.client_id && entry.message.client_id === message.client_id);

/**
 * Adds a stored message: one already there by `event` id, or the local send with the same
 * `client_id`, is replaced, so a replay or the echo of one's own send never shows twice.
 */
export function mergeMessage(entries: readonly ChatEntry[], message: Message, arrival: number): ChatEntry[] {
  const at = entries.findIndex((e) => sameMessage(e, message));
  const entry: ChatEntry = {
    message,
    state: 'sent',
    arrival: at === -1 ? arrival : entries[at]!.arrival,
    seen: arrival,
  };
  return insertSorted(at === -1 ? [...entries] : entries.filter((_, i) => i !== at), entry);
}

/**
 * Puts `entry` at its place in sorted `rows` (changed in place and returned). The place is sought
 * from the end: a new message almost always goes last, so a long history is not sorted again.
 */
function insertSorted(rows: ChatEntry[], entry: ChatEntry): ChatEntry[] {
  let at = rows.length;
  while (at > 0 && byTimeThenArrival(rows[at - 1]!, entry) > 0) at -= 1;
  rows.splice(at, 0, entry);
  return rows;
}

/**
 * The room's history as the server answered it. Local sends it does not contain stay after it (a
 * send whose answer was lost but which the server stored is in it: it shows as sent), and so do
 * messages that arrived after `since`, the arrival count when the history was asked for: the
 * answer may be older than they are.
 */
export function replaceHistory(
  entries: readonly ChatEntry[],
  messages: readonly Message[],
  firstArrival: number,
  since: number = Number.POSITIVE_INFINITY,
): ChatEntry[] {
  // One pass and one sort: a history of a thousand messages is not merged one by one.
  const byKey = new Map<string, ChatEntry>();
  const keyOf = (m: Message) => m.client_id ?? m.event;
  messages.forEach((message, i) => {
    const previous = byKey.get(keyOf(message));
    const arrival = firstArrival + i;
    byKey.set(keyOf(message), {
      message,
      state: 'sent',
      arrival: previous?.arrival ?? arrival,
      seen: arrival,
    });
  });
  let out = [...byKey.values()].sort(byTimeThenArrival);
  for (const e of entries)
    if (e.state === 'sent' && e.seen > since) out = mergeMessage(out, e.message, e.seen);
  const stored = new Set(out.map((e) => e.message.client_id).filter(Boolean));
  const local = entries.filter((e) => e.state !== 'sent' && !stored.has(e.message.client_id));
  return [...out, ...local].sort(byTimeThenArrival);
}

/**
 * An older page of the room's history (scrolling up) put before what is shown. Messages already
 * there are not repeated; returns the entries unchanged when the page brought nothing new.
 */
export function addOlder(
  entries: ChatEntry[],
  messages: readonly Message[],
  firstArrival: number,
): ChatEntry[] {
  const known = new Set(entries.map((e) => e.message.event));
  const fresh = messages.filter((m) => !known.has(m.event));
  if (fresh.length === 0) return entries;
  const older = fresh.map((message, i): ChatEntry => {
    const arrival = firstArrival + i;
    return { message, state: 'sent', arrival, seen: arrival };
  });
  return [...older, ...entries].sort(byTimeThenArrival);
}

/** A local send shown at once as "sending". */
export function addLocal(entries: readonly ChatEntry[], message: Message, arrival: number): ChatEntry[] {
  return [
    ...entries.filter((e) => !sameMessage(e, message)),
    { message, state: 'pending' as const, arrival, seen: arrival },
  ].sort(byTimeThenArrival);
}

/** A local send changes state (failed with its code, or pending again for a retry). */
export function setSendState(
  entries: readonly ChatEntry[],
  clientId: string,
  state: Exclude<SendState, 'sent'>,
  error?: string,
): ChatEntry[] {
  return entries.map((e) =>
    e.state !== 'sent' && e.message.client_id === clientId
      ? { ...e, state, ...(error ? { error } : { error: undefined }) }
      : e,
  );
}

/** The message a local send stands for until the server's copy replaces it. */
export function localMessage(
  room: string,
  clientId: string,
  content: RichContent,
  author: { uuid: string; name: string } | null,
  now: Date = new Date(),
): Message {
  return {
    event: `local:${clientId}`,
    room,
    kind: 'agent',
    rich_content: content,
    author,
    client_id: clientId,
    created_at: now.toISOString(),
  };
}

export const $messages = atom<MessagesState>(emptyMessages());

/**
 * Whether older messages remain on the server before those shown, per room being read: `null`
 * until known (a server that does not page says nothing), and whether a page is on its way.
 */
export interface OlderPages {
  hasMore: boolean | null;
  loading: boolean;
}

export const $olderPages = atom<Record<string, OlderPages>>({});

function setOlder(room: string, patch: Partial<OlderPages>): void {
  const all = $olderPages.get();
  const current = all[room] ?? { hasMore: null, loading: false };
  $olderPages.set({ ...all, [room]: { ...current, ...patch } });
}

/** An older page was asked for (`loading`), or its asking failed (`loading: false`). */
export function setOlderLoading(room: string, loading: boolean): void {
  setOlder(room, { loading });
}

/** An older page arrived; a page that brought nothing new ends the paging. */
export function receiveOlder(room: string, messages: readonly Message[], hasMore: boolean): void {
  const state = $messages.get();
  const entries = state.rooms[room];
  if (!entries) return;
  const next = addOlder(entries, messages, state.arrivals + 1);
  if (next !== entries)
    $messages.set({
      rooms: { ...state.rooms, [room]: next },
      arrivals: state.arrivals + messages.length + 1,
    });
  setOlder(room, { loading: false, hasMore: next !== entries && hasMore });
}

function update(room: string, change: (entries: readonly ChatEntry[], arrival: number) => ChatEntry[]): void {
  const state = $messages.get();
  const arrival = state.arrivals + 1;
  $messages.set({
    rooms: { ...state.rooms, [room]: change(state.rooms[room] ?? [], arrival) },
    arrivals: arrival,
  });
}

/** A message from the socket, kept only for a room being read (the others count as unread). */
export function receiveMessage(message: Message): boolean {
  if (!$messages.get().rooms[message.room]) return false;
  update(message.room, (entries, arrival) => mergeMessage(entries, message, arrival));
  return true;
}

/** The arrival count now: what arrives later is newer than a history asked for now. */
export const arrivalMark = (): number => $messages.get().arrivals;

/** The room's latest history; `hasMore` when the server said older messages remain. */
export function setHistory(
  room: string,
  messages: readonly Message[],
  since?: number,
  hasMore?: boolean,
): void {
  if (hasMore !== undefined) setOlder(room, { hasMore, loading: false });
  const state = $messages.get();
  const history = replaceHistory(state.rooms[room] ?? [], messages, state.arrivals + 1, since);
  const rooms = { ...state.rooms, [room]: history };
  $messages.set({ rooms, arrivals: state.arrivals + messages.length + 1 });
}

/**
 * Opening a room resets the messages (spec 000 §4). Unsent messages survive, so a reply typed
 * offline is neither lost nor doubled by looking at another conversation and coming back.
 */
export function startReading(room: string): void {
  const state = $messages.get();
  const rooms: Record<string, ChatEntry[]> = { [room]: [] };
  for (const [uuid, entries] of Object.entries(state.rooms)) {
    const unsent = entries.filter((e) => e.state !== 'sent');
    if (unsent.length || uuid === room) rooms[uuid] = unsent;
  }
  $olderPages.set({});
  $messages.set({ ...state, rooms });
}

export function addLocalSend(message: Message): void {
  update(message.room, (entries, arrival) => addLocal(entries, message, arrival));
}

export function markSendFailed(room: string, clientId: string, code: string): void {
  update(room, (entries) => setSendState(entries, clientId, 'failed', code));
}

export function markSendPending(room: string, clientId: string): void {
  update(room, (entries) => setSendState(entries, clientId, 'pending'));
}

export function resetMessages(): void {
  $olderPages.set({});
  $messages.set(emptyMessages());
}
