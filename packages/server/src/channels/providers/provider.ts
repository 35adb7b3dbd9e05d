import type { RichContent } from '@omnicanal/api';

/*
 * The channel provider interface: what the server needs from whoever carries a channel's messages
 * (a real API such as Telegram's, or the local provider standing in for it). One instance per
 * channel, built with that channel's opened secrets (providers/select.ts).
 */

/** An inbound call as it came: its raw body (signatures cover the exact bytes) and headers. */
export interface InboundCall {
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** A contact's message, as the provider hands it over. */
export interface InboundMessage {
  /** The provider's id of the message: a retried webhook carries the same one. */
  providerMessageId: string;
  /** Who wrote, on this channel (a phone number, a chat id). */
  address: string;
  /** The contact's name when the provider gives one. */
  name: string | null;
  content: RichContent;
}

/**
 * A status the provider reports for a message we sent: it reached the contact, the contact read it
 * (WhatsApp's blue ticks; a channel without read receipts never says it), or it failed.
 */
export interface DeliveryReport {
  providerMessageId: string;
  status: 'delivered' | 'read' | 'failed';
  errorCode: string | null;
}

/** What one inbound call carries. */
export interface InboundBatch {
  messages: InboundMessage[];
  deliveries: DeliveryReport[];
}

/**
 * An approved template (WhatsApp's, named and reviewed in advance): what a channel with a reply
 * window accepts outside it. The values of its header's and body's variables, in their order.
 */
export interface OutboundTemplate {
  name: string;
  language: string;
  header: string[];
  body: string[];
}

/**
 * A message to send to a contact. `content` is what the inbox shows; with a `template`, a real
 * provider sends the template (its text is the template's, with the same values) instead.
 */
export interface OutboundMessage {
  address: string;
  content: RichContent;
  template?: OutboundTemplate | null;
}

/**
 * The answer of a send. A failure says whether our credentials were refused (the channel then
 * shows `auth_error`) and whether trying again later may work; `code` is the provider's error code,
 * shown to the agent.
 */
export type SendResult =
  | { ok: true; providerMessageId: string; status: 'sent' | 'delivered' }
  | { ok: false; code: string; auth: boolean; retry: boolean };

/** Whether the provider accepts our credentials. */
export type AuthCheck = { ok: true } | { ok: false; code: string };

export interface ChannelProvider {
  /** What the channel list and `/api/config` show: `local` or the real adapter's name. */
  readonly name: string;
  /** Messages one number may send per second, when the provider says (the outbox paces to it). */
  readonly perSecond?: number;
  /** Whether the call is authentic (signed by the channel's secret, or the provider's token header). */
  verify(call: InboundCall): boolean;
  /** The messages and statuses of an authentic call; null when its payload is malformed. */
  parse(call: InboundCall): InboundBatch | null;
  send(message: OutboundMessage): Promise<SendResult>;
  checkAuth(): Promise<AuthCheck>;
  /**
   * Fetches a contact's file from a link of this provider that needs our credentials (Meta's media
   * endpoint). Without it, a file's link is fetched as it is.
   */
  fetchMedia?(url: string, signal: AbortSignal): Promise<Response>;
}
