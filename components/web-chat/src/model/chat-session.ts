import type { AnswerKind, GuestProtocol, GuestSession, RichContent } from '@omnicanal/api';
import { socketUrl } from '@omnicanal/api/services';
import { newClientId, RealtimeSocket, type SocketFrame } from '@omnicanal/api/socket';
import { MESSAGE_MAX_LENGTH } from '@omnicanal/core';
import {
  addOwnMessage,
  applyFrame,
  applyRoomUpdate,
  applySession,
  type ConversationState,
  failStart,
  initialConversation,
  promptChoices,
  receiveMessage,
  setAgentTyping,
  setConnection,
  setDelivery,
  setPrompt,
  unsent,
} from './conversation.ts';
import {
  currentSession,
  errorCode,
  errorStatus,
  guestsBase,
  openSession,
  type VisitorDetails,
} from './guest-api.ts';
import { AGENT_TYPING_TIMEOUT_MS, TypingNotifier } from './typing.ts';

export interface ChatSessionOptions {
  skillId: number;
  /** The entry point the widget opens through, whose rules the server applies. */
  entryPointId?: number | null;
  /** The `api-base` attribute; the guests service lives at `<api-base>/guests`. */
  apiBase: string;
  /** The visitor's language, sent when a conversation is opened. */
  language: () => string;
  /** Who the visitor is (pre-chat answers, the website's identity and extra data), read when opening. */
  visitor?: () => VisitorDetails;
  onChange: (state: ConversationState) => void;
  onStarted?: (room: string) => void;
  onClosed?: (room: string) => void;
  onError?: (code: string) => void;
  /** A bot's custom_js_event: the label the page listens for. */
  onBotEvent?: (label: string) => void;
}

/** Where the guest token of a skill's conversation is kept, so a reload resumes it. */
export const storageKey = (skillId: number) => `oc.webchat.${skillId}`;
/** Where the token of the visitor's last, ended conversation stays (sent when opening the next). */
export const previousKey = (skillId: number) => `oc.webchat.${skillId}.previous`;

// Storage can throw (blocked cookies, sandboxed iframes): the chat then simply does not survive
// a reload, which is better than not working at all.
function readToken(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeToken(key: string, token: string | null): void {
  try {
    if (token) globalThis.localStorage?.setItem(key, token);
    else globalThis.localStorage?.removeItem(key);
  } catch {
    // See readToken.
  }
}

/**
 * One visitor's conversation with one skill: opens it on the first message, resumes it from the
 * stored token, runs the socket (catch-up, outbox and reconnection come from RealtimeSocket) and
 * feeds everything through the pure functions of `conversation.ts`. Framework-free: the element
 * only renders `state` and forwards the visitor's actions.
 */
export class ChatSession {
  state: ConversationState;
  private readonly options: ChatSessionOptions;
  private readonly base: string;
  private readonly key: string;
  private token: string | null;
  private socket: RealtimeSocket<GuestProtocol> | null = null;
  private agentTypingTimer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  private readonly typingNotifier = new TypingNotifier((active) => this.socket?.notify('typing', { active }));

  constructor(options: ChatSessionOptions) {
    this.options = options;
    this.base = guestsBase(options.apiBase);
    this.key = storageKey(options.skillId);
    this.token = readToken(this.key);
    this.state = initialConversation(this.token ? 'resuming' : 'idle');
  }

  /** Resumes the stored conversation, if there is one (call once after construction). */
  async resume(): Promise<void> {
    const token = this.token;
    if (!token) return;
    this.update({ ...this.state, phase: 'resuming', error: null });
    try {
      const session = await currentSession(this.base, token);
      if (!this.disposed) this.began(session);
    } catch (error) {
      if (this.disposed) return;
      const status = errorStatus(error);
      if (status === 401 || status === 404) {
        // The conversation is gone: the next message opens a new one, and own messages typed
        // meanwhile go with it. Its token goes with the next opening: one past its entry point's
        // session TTL (`session_expired`) still speaks for the visitor, so agents see the same guest.
        writeToken(previousKey(this.options.skillId), token);
        this.forget();
        const entries = this.state.entries;
        this.update({ ...initialConversation(), entries });
        if (unsent(this.state).length) void this.start();
        return;
      }
      this.fail(error);
    }
  }

  /** Sends a message from the visitor; false when there was nothing to send or it cannot go now. */
  send(text: string): boolean {
    const trimmed = text.trim();
    const { phase } = this.state;
    if (!trimmed || trimmed.length > MESSAGE_MAX_LENGTH) return false;
    if (phase === 'starting' || phase === 'resuming' || phase === 'closed') return false;
    const clientId = newClientId();
    this.typingNotifier.stop();
    this.update(addOwnMessage(this.state, trimmed, clientId));
    if (phase === 'active') this.transmit(clientId, { type: 'txt', text: trimmed });
    else this.retryStart();
    return true;
  }

  /**
   * The visitor picks one of the bot's buttons: shown at once as their line, sent as a pick (the
   * server checks it is one of the buttons it waits on). The buttons go away until the bot's next
   * prompt. A failed pick can be retried: its title then goes as text, which the bot also reads.
   */
  pick(choice: string): boolean {
    const offered = promptChoices(this.state).find((c) => c.id === choice);
    const socket = this.socket;
    if (!offered || !socket) return false;
    const clientId = newClientId();
    this.update(setPrompt(addOwnMessage(this.state, offered.title, clientId), null));
    socket
      .request('pick_choice', { choice, client_id: clientId })
      .then((message) => {
        if (socket === this.socket)
          this.update(receiveMessage(this.state, { ...message, client_id: clientId }));
      })
      .catch((error: unknown) => {
        if (socket !== this.socket) return;
        this.update(setDelivery(this.state, clientId, 'failed'));
        this.options.onError?.(errorCode(error));
      });
    return true;
  }

  /**
   * The visitor answers an agent's card (room action) `invitation`: the server checks the answer
   * against the card and stores it once; the stored answer joins the log, which marks the card
   * answered. Rejects with the error code when it is refused or cannot go now.
   */
  async answer(invitation: string, kind: AnswerKind, data: Record<string, unknown>): Promise<void> {
    const socket = this.socket;
    if (!socket || this.state.phase !== 'active') throw new Error('room_closed');
    try {
      const message = await socket.request('answer_room_event', { invitation, kind, data });
      if (socket === this.socket) this.update(receiveMessage(this.state, message));
    } catch (error) {
      throw new Error(errorCode(error));
    }
  }

  /** Sends a failed own message again, with the same client id so the server keeps it once. */
  retry(clientId: string): void {
    const entry = this.state.entries.find((e) => e.clientId === clientId && e.delivery === 'failed');
    if (!entry) return;
    if (this.state.phase === 'active') this.transmit(clientId, entry.content);
    else if (this.state.phase === 'failed' || this.state.phase === 'idle') this.retryStart();
  }

  /** Tries again to open (or, with a stored token, to resume) the conversation. */
  retryStart(): void {
    if (this.token) void this.resume();
    else void this.start();
  }

  /**
   * The page was hidden or shown again: the room's idle flag (spec 000 §4). Only a live
   * conversation says so; a visitor who comes back to a closed one has nothing to announce.
   */
  pageVisible(visible: boolean): void {
    if (this.state.phase === 'active') this.socket?.notify('idle', { idle: !visible });
  }

  /** The message box changed: throttled typing notifications, `false` once it is empty. */
  typing(text: string): void {
    if (this.state.phase !== 'active') return;
    if (text.trim()) this.typingNotifier.keystroke();
    else this.typingNotifier.stop();
  }

  /**
   * "New conversation": forgets the stored one; the next message opens a fresh one. Its token is
   * kept aside and sent then, so a visitor an agent blocked cannot start again this way.
   */
  reset(): void {
    this.stopSocket();
    if (this.token) writeToken(previousKey(this.options.skillId), this.token);
    this.forget();
    this.update(initialConversation());
  }

  /** Stops everything (the element left the page). */
  dispose(): void {
    this.disposed = true;
    this.stopSocket();
  }

  private async start(): Promise<void> {
    const retrying = this.state.entries.map((e) =>
      e.delivery === 'failed' ? { ...e, delivery: 'sending' as const } : e,
    );
    this.update({ ...this.state, phase: 'starting', error: null, entries: retrying });
    try {
      const previous = readToken(previousKey(this.options.skillId));
      const session = await openSession(
        this.base,
        this.options.skillId,
        this.options.language(),
        previous,
        this.options.visitor?.() ?? {},
        this.options.entryPointId ?? null,
      );
      if (this.disposed) return;
      this.token = session.token;
      writeToken(this.key, session.token);
      this.options.onStarted?.(session.room.uuid);
      this.began(session);
    } catch (error) {
      if (!this.disposed) this.fail(error);
    }
  }

  /** A session is known (opened or resumed): show it, connect, send what waits. */
  private began(session: GuestSession): void {
    this.update(applySession(this.state, session));
    if (this.state.phase === 'closed') return;
    this.connect(session.last_seq);
    for (const entry of unsent(this.state)) if (entry.clientId) this.transmit(entry.clientId, entry.content);
  }

  private fail(error: unknown): void {
    const code = errorCode(error);
    this.update(failStart(this.state, code));
    this.options.onError?.(code);
  }

  private connect(lastSeq: number): void {
    this.stopSocket();
    const socket = new RealtimeSocket<GuestProtocol>({
      // A relative api-base resolves against the page, as its fetches do.
      url: () =>
        this.token ? socketUrl(this.base, '/ws', globalThis.location.href, { token: this.token }) : null,
      initialSeq: lastSeq,
      onEvent: (frame) => this.onFrame(frame),
      onStatus: (status) => this.update(setConnection(this.state, status)),
      onError: (frame) => this.options.onError?.(frame.code ?? 'unknown'),
      onUnauthorized: () => {
        // The server no longer accepts this conversation's token: it is over for the visitor.
        this.stopSocket();
        this.closed(applyRoomUpdate(this.state, { status: 'closed' }));
      },
    });
    this.socket = socket;
    socket.connect();
  }

  private transmit(clientId: string, content: RichContent): void {
    const socket = this.socket;
    if (!socket) return;
    this.update(setDelivery(this.state, clientId, 'sending'));
    socket
      .request('send_message', { rich_content: content, client_id: clientId }, { retry: true })
      .then((message) => {
        // The answer is the stored message; it may omit the client id we already know.
        if (socket === this.socket)
          this.update(receiveMessage(this.state, { ...message, client_id: clientId }));
      })
      .catch((error: unknown) => {
        if (socket !== this.socket) return;
        this.update(setDelivery(this.state, clientId, 'failed'));
        this.options.onError?.(errorCode(error));
      });
  }

  private onFrame(frame: SocketFrame): void {
    if (frame.kind === 'bot_event') {
      const label = (frame.data as { label?: unknown } | null)?.label;
      if (typeof label === 'string') this.options.onBotEvent?.(label);
      return;
    }
    const next = applyFrame(this.state, frame);
    if (frame.kind === 'typing' || !next.agentTyping) this.restartAgentTyping(next.agentTyping);
    if (next.phase === 'closed' && this.state.phase !== 'closed') this.closed(next);
    else this.update(next);
  }

  /** A lost `typing false` must not leave "an advisor is typing" on screen forever. */
  private restartAgentTyping(active: boolean): void {
    if (this.agentTypingTimer) clearTimeout(this.agentTypingTimer);
    this.agentTypingTimer = null;
    if (!active) return;
    this.agentTypingTimer = setTimeout(() => {
      this.agentTypingTimer = null;
      this.update(setAgentTyping(this.state, false));
    }, AGENT_TYPING_TIMEOUT_MS);
  }

  private closed(next: ConversationState): void {
    this.stopSocket();
    this.update(next);
    if (next.room) this.options.onClosed?.(next.room);
  }

  private stopSocket(): void {
    this.typingNotifier.dispose();
    this.restartAgentTyping(false);
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  private forget(): void {
    this.token = null;
    writeToken(this.key, null);
  }

  private update(next: ConversationState): void {
    if (next === this.state) return;
    this.state = next;
    this.options.onChange(next);
  }
}
