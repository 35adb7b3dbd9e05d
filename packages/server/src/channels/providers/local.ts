import { randomUUID } from 'node:crypto';
import { MessageText, type RichContent } from '@omnicanal/api';
import * as v from 'valibot';
import type { ChannelProvider, InboundBatch, InboundCall, SendResult } from './provider.ts';
import { SIGNATURE_HEADER, signatureMatches } from './signature.ts';

/*
 * The local provider: the server's own stand-in for a channel's outside service, used when no real
 * adapter is configured. Nothing leaves the machine. A tester (or the end-to-end suite) plays the
 * provider: it posts contacts' messages and delivery statuses to the channel's inbound endpoint,
 * signed with an HMAC of the body under the channel's inbound secret; what agents send is recorded
 * as taken by the provider (`sent`) and the outbox then marks it `delivered`, then `read`, as a real
 * provider's status callbacks would (`localStatusAfter`).
 */

/** How long after delivering a message the local provider reports that the contact read it. */
export const LOCAL_READ_AFTER_MS = 60_000;

/**
 * The local provider's next status callback for a message it took: delivered on the outbox's next
 * pass, then read `LOCAL_READ_AFTER_MS` later, then nothing (`dueAt` null).
 */
export function localStatusAfter(
  status: 'sent' | 'delivered',
  now: number,
): { status: 'delivered' | 'read'; dueAt: Date | null } {
  return status === 'sent'
    ? { status: 'delivered', dueAt: new Date(now + LOCAL_READ_AFTER_MS) }
    : { status: 'read', dueAt: null };
}

const Id = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(256));
const Address = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64));
const HttpUrl = v.pipe(v.string(), v.maxLength(2048), v.regex(/^https?:\/\/\S+$/));

/** One contact's message in a local inbound call: a text, a file, or both. */
const LocalMessage = v.pipe(
  v.object({
    id: Id,
    from: Address,
    name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(128))),
    text: v.optional(MessageText),
    media: v.optional(
      v.object({
        url: HttpUrl,
        name: v.pipe(v.string(), v.maxLength(255)),
        mimetype: v.pipe(v.string(), v.maxLength(255)),
      }),
    ),
  }),
  v.check((m) => m.text !== undefined || m.media !== undefined, 'empty'),
);

/** The body of a local inbound call (`POST /api/channels/inbound/{channel uuid}`). */
export const LocalInboundPayload = v.object({
  messages: v.optional(v.pipe(v.array(LocalMessage), v.maxLength(100)), []),
  statuses: v.optional(
    v.pipe(
      v.array(
        v.object({
          id: Id,
          status: v.picklist(['delivered', 'read', 'failed']),
          error_code: v.optional(v.pipe(v.string(), v.maxLength(64))),
        }),
      ),
      v.maxLength(100),
    ),
    [],
  ),
});
export type LocalInboundPayload = v.InferInput<typeof LocalInboundPayload>;

/** Parses a JSON body, null when it is not JSON. */
export function jsonOf(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

/** The local provider of one channel, signing inbound calls with its inbound secret. */
export class LocalProvider implements ChannelProvider {
  readonly name = 'local';
  readonly #secret: string | null;

  constructor(inboundSecret: string | null) {
    this.#secret = inboundSecret;
  }

  verify(call: InboundCall): boolean {
    return this.#secret !== null && signatureMatches(this.#secret, call.body, call.headers[SIGNATURE_HEADER]);
  }

  parse(call: InboundCall): InboundBatch | null {
    const parsed = v.safeParse(LocalInboundPayload, jsonOf(call.body));
    if (!parsed.success) return null;
    const messages: InboundBatch['messages'] = [];
    for (const m of parsed.output.messages) {
      const contents: RichContent[] = [];
      if (m.media) contents.push({ type: 'file', ...m.media });
      if (m.text !== undefined) contents.push({ type: 'txt', text: m.text });
      // A file with a caption is two messages, each stored once under its own derived id.
      for (const [i, content] of contents.entries())
        messages.push({
          providerMessageId: i === 0 ? m.id : `${m.id}#${i}`,
          address: m.from,
          name: m.name || null,
          content,
        });
    }
    const deliveries = parsed.output.statuses.map((s) => ({
      providerMessageId: s.id,
      status: s.status,
      errorCode: s.error_code ?? null,
    }));
    return { messages, deliveries };
  }

  async send(): Promise<SendResult> {
    return { ok: true, providerMessageId: `local-${randomUUID()}`, status: 'sent' };
  }

  async checkAuth() {
    return { ok: true } as const;
  }
}
