import type { RichContent } from '@omnicanal/api';
import * as v from 'valibot';
import { jsonOf } from './local.ts';
import type { AuthCheck, ChannelProvider, InboundBatch, InboundCall, SendResult } from './provider.ts';
import { sameSecret } from './signature.ts';

/*
 * Telegram's Bot API (https://core.telegram.org/bots/api). Inbound: the webhook Telegram calls with
 * an Update, authenticated by the `secret_token` given to setWebhook, which Telegram sends back in
 * `X-Telegram-Bot-Api-Secret-Token` (the channel's inbound secret). Outbound: `sendMessage`.
 */

/** Header Telegram puts the webhook's secret token in. */
export const TELEGRAM_SECRET_HEADER = 'x-telegram-bot-api-secret-token';
/** Longest text `sendMessage` takes. */
export const TELEGRAM_TEXT_MAX = 4096;
/** How long a call to the Bot API may take before it counts as failed (and is retried). */
const TIMEOUT_MS = 10_000;

const Update = v.object({
  update_id: v.number(),
  message: v.optional(
    v.object({
      message_id: v.number(),
      chat: v.object({ id: v.union([v.number(), v.string()]) }),
      from: v.optional(v.object({ first_name: v.optional(v.string()), last_name: v.optional(v.string()) })),
      text: v.optional(v.pipe(v.string(), v.maxLength(TELEGRAM_TEXT_MAX))),
      caption: v.optional(v.string()),
    }),
  ),
});

const Answer = v.object({
  ok: v.boolean(),
  result: v.optional(v.unknown()),
  error_code: v.optional(v.number()),
  description: v.optional(v.string()),
});

/** What a contact's text becomes in the message that goes to Telegram. */
function textOf(content: RichContent): string {
  switch (content.type) {
    case 'txt':
      return content.text;
    case 'url':
      return content.desc ? `${content.desc}\n${content.url}` : content.url;
    case 'file':
      return `${content.name}\n${content.url}`;
    default:
      return '';
  }
}

export class TelegramProvider implements ChannelProvider {
  readonly name = 'telegram';
  /** The Bot API's broadcast limit, about 30 messages a second. */
  readonly perSecond = 30;
  readonly #base: string;
  readonly #token: string;
  readonly #secret: string | null;

  /** `base` is the Bot API's address (configuration: TELEGRAM_API_URL). */
  constructor(base: string, token: string, inboundSecret: string | null) {
    this.#base = base;
    this.#token = token;
    this.#secret = inboundSecret;
  }

  verify(call: InboundCall): boolean {
    return this.#secret !== null && sameSecret(this.#secret, call.headers[TELEGRAM_SECRET_HEADER]);
  }

  parse(call: InboundCall): InboundBatch | null {
    const parsed = v.safeParse(Update, jsonOf(call.body));
    if (!parsed.success) return null;
    const message = parsed.output.message;
    // Updates other than a message (edits, joins…) carry nothing for the inbox.
    const text = message?.text ?? message?.caption;
    if (!message || !text?.trim()) return { messages: [], deliveries: [] };
    const name = [message.from?.first_name, message.from?.last_name].filter(Boolean).join(' ');
    const chat = String(message.chat.id);
    return {
      messages: [
        {
          providerMessageId: `${chat}:${message.message_id}`,
          address: chat,
          name: name || null,
          content: { type: 'txt', text: text.trim() },
        },
      ],
      deliveries: [],
    };
  }

  async #call(method: string, body: unknown): Promise<v.InferOutput<typeof Answer> | { network: string }> {
    try {
      const response = await fetch(`${this.#base}/bot${this.#token}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const parsed = v.safeParse(Answer, jsonOf(await response.text()));
      if (parsed.success) return parsed.output;
      return { ok: false, error_code: response.status, description: 'unreadable answer' };
    } catch (err) {
      return { network: err instanceof Error ? err.name : 'network_error' };
    }
  }

  async send(message: { address: string; content: RichContent }): Promise<SendResult> {
    const answer = await this.#call('sendMessage', {
      chat_id: message.address,
      text: textOf(message.content).slice(0, TELEGRAM_TEXT_MAX),
    });
    if ('network' in answer) return { ok: false, code: 'network_error', auth: false, retry: true };
    if (answer.ok) {
      const id = (answer.result as { message_id?: unknown } | undefined)?.message_id;
      return { ok: true, providerMessageId: `${message.address}:${String(id)}`, status: 'sent' };
    }
    const status = answer.error_code ?? 0;
    // Telegram answers 401 for a revoked token and 404 for a malformed one: both are ours to fix.
    const auth = status === 401 || status === 404;
    return { ok: false, code: `telegram_${status}`, auth, retry: auth || status === 429 || status >= 500 };
  }

  async checkAuth(): Promise<AuthCheck> {
    const answer = await this.#call('getMe', {});
    if ('network' in answer) return { ok: false, code: 'network_error' };
    return answer.ok ? { ok: true } : { ok: false, code: `telegram_${answer.error_code ?? 0}` };
  }
}
