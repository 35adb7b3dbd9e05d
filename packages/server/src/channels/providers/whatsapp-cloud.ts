import type { RichContent } from '@omnicanal/api';
import * as v from 'valibot';
import { jsonOf } from './local.ts';
import type {
  AuthCheck,
  ChannelProvider,
  DeliveryReport,
  InboundBatch,
  InboundCall,
  InboundMessage,
  OutboundMessage,
  OutboundTemplate,
  SendResult,
} from './provider.ts';
import { signatureMatches } from './signature.ts';

/*
 * WhatsApp through Meta's Cloud API (https://developers.facebook.com/docs/whatsapp/cloud-api).
 * Inbound: the webhook Meta calls with `whatsapp_business_account` changes, signed in
 * `X-Hub-Signature-256` with the Meta app's secret (the channel's inbound secret); messages and
 * delivery statuses arrive in the same calls. Outbound: `POST /{phone number id}/messages` with the
 * channel's access token. Used when the channel has its phone number id and token and the server
 * knows the Graph API's address (WHATSAPP_API_URL); the local provider otherwise.
 */

/** Header Meta signs webhook calls in: `sha256=<hex HMAC of the raw body under the app secret>`. */
export const WHATSAPP_SIGNATURE_HEADER = 'x-hub-signature-256';
/** How long a call to the Graph API may take before it counts as failed (and is retried). */
const TIMEOUT_MS = 10_000;
/** Longest text a WhatsApp message takes. */
const TEXT_MAX = 4096;

const Text = v.pipe(v.string(), v.maxLength(TEXT_MAX));
/** A photo, video, voice note or document: Meta's id of the file, to fetch with our token. */
const Media = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,32}$/)),
  mime_type: v.optional(v.pipe(v.string(), v.maxLength(128)), 'application/octet-stream'),
  caption: v.optional(Text),
  filename: v.optional(v.pipe(v.string(), v.maxLength(255))),
});
const MediaAnswer = v.object({ url: v.pipe(v.string(), v.regex(/^https:\/\/\S+$|^http:\/\/\S+$/)) });
/** A file's name when the contact's phone gives none: its kind and id, with the type's extension. */
const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'application/pdf': 'pdf',
};
const IncomingMessage = v.object({
  id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(256)),
  from: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
  type: v.string(),
  text: v.optional(v.object({ body: Text })),
  button: v.optional(v.object({ text: Text })),
  interactive: v.optional(
    v.object({
      button_reply: v.optional(v.object({ title: Text })),
      list_reply: v.optional(v.object({ title: Text })),
    }),
  ),
  location: v.optional(
    v.object({
      latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
      longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
      name: v.optional(v.string()),
      address: v.optional(v.string()),
    }),
  ),
  image: v.optional(Media),
  video: v.optional(Media),
  audio: v.optional(Media),
  document: v.optional(Media),
});
const Status = v.object({
  id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(256)),
  status: v.string(),
  errors: v.optional(v.array(v.object({ code: v.optional(v.number()) }))),
});
const Webhook = v.object({
  object: v.literal('whatsapp_business_account'),
  entry: v.pipe(
    v.array(
      v.object({
        changes: v.array(
          v.object({
            value: v.object({
              contacts: v.optional(
                v.array(v.object({ wa_id: v.string(), profile: v.optional(v.object({ name: v.string() })) })),
              ),
              messages: v.optional(v.pipe(v.array(IncomingMessage), v.maxLength(100))),
              statuses: v.optional(v.pipe(v.array(Status), v.maxLength(100))),
            }),
          }),
        ),
      }),
    ),
    v.maxLength(100),
  ),
});
const SendAnswer = v.object({ messages: v.array(v.object({ id: v.string() })) });
const ErrorAnswer = v.object({ error: v.object({ code: v.optional(v.number()) }) });

/**
 * What a contact's WhatsApp message becomes in the inbox (a file and its caption are two
 * messages); empty for a kind the inbox does not show. A file's link is Meta's media endpoint,
 * which the inbound call copies into our uploads with the channel's token (`fetchMedia`).
 */
function contentsOf(message: v.InferOutput<typeof IncomingMessage>, base: string): RichContent[] {
  const media = message.image ?? message.video ?? message.audio ?? message.document;
  if (!media) {
    const content = contentOf(message);
    return content ? [content] : [];
  }
  const extension = EXTENSIONS[media.mime_type.split(';')[0]?.trim() ?? ''] ?? 'bin';
  const file: RichContent = {
    type: 'file',
    url: `${base}/${media.id}`,
    name: media.filename?.trim() || `${message.type}-${media.id}.${extension}`,
    mimetype: media.mime_type.split(';')[0]?.trim() ?? 'application/octet-stream',
  };
  const caption = media.caption?.trim();
  return caption ? [file, { type: 'txt', text: caption }] : [file];
}

/** A message without a file: its text, the title of a chosen button, or a location. */
function contentOf(message: v.InferOutput<typeof IncomingMessage>): RichContent | null {
  const text =
    message.text?.body ??
    message.button?.text ??
    message.interactive?.button_reply?.title ??
    message.interactive?.list_reply?.title;
  if (text?.trim()) return { type: 'txt', text: text.trim() };
  if (message.location) {
    const { latitude, longitude, name, address } = message.location;
    return { type: 'location', lat: latitude, lng: longitude, label: name ?? address ?? null };
  }
  return null;
}

/** Meta's delivery statuses mapped onto ours; `sent` says nothing new. */
const STATUSES: Readonly<Record<string, DeliveryReport['status']>> = {
  delivered: 'delivered',
  read: 'read',
  failed: 'failed',
};

const textParameters = (values: readonly string[]) => values.map((text) => ({ type: 'text', text }));

/** An approved template with its variables' values: what WhatsApp takes outside the 24-hour window. */
function templateBody(template: OutboundTemplate): Record<string, unknown> {
  const components = [
    ...(template.header.length > 0 ? [{ type: 'header', parameters: textParameters(template.header) }] : []),
    ...(template.body.length > 0 ? [{ type: 'body', parameters: textParameters(template.body) }] : []),
  ];
  return { name: template.name, language: { code: template.language }, components };
}

/** The Graph API's message body for one of our messages. */
function bodyOf(
  to: string,
  content: RichContent,
  template: OutboundTemplate | null,
): Record<string, unknown> {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to };
  if (template) return { ...base, type: 'template', template: templateBody(template) };
  switch (content.type) {
    case 'file': {
      const kind = content.mimetype.startsWith('image/')
        ? 'image'
        : content.mimetype.startsWith('video/')
          ? 'video'
          : 'document';
      const media =
        kind === 'document' ? { link: content.url, filename: content.name } : { link: content.url };
      return { ...base, type: kind, [kind]: media };
    }
    case 'location':
      return {
        ...base,
        type: 'location',
        location: {
          latitude: content.lat,
          longitude: content.lng,
          ...(content.label ? { name: content.label } : {}),
        },
      };
    case 'url':
      return {
        ...base,
        type: 'text',
        text: { body: content.desc ? `${content.desc}\n${content.url}` : content.url, preview_url: true },
      };
    case 'txt':
      return { ...base, type: 'text', text: { body: content.text.slice(0, TEXT_MAX) } };
    default:
      return { ...base, type: 'text', text: { body: '' } };
  }
}

export class WhatsappCloudProvider implements ChannelProvider {
  readonly name = 'whatsapp-cloud';
  /** Meta's default throughput of a Cloud API number. */
  readonly perSecond = 80;
  readonly #base: string;
  readonly #phoneNumberId: string;
  readonly #token: string;
  readonly #appSecret: string | null;

  /** `base` is the Graph API's address with its version (configuration: WHATSAPP_API_URL). */
  constructor(base: string, phoneNumberId: string, token: string, appSecret: string | null) {
    this.#base = base;
    this.#phoneNumberId = phoneNumberId;
    this.#token = token;
    this.#appSecret = appSecret;
  }

  verify(call: InboundCall): boolean {
    return (
      this.#appSecret !== null &&
      signatureMatches(this.#appSecret, call.body, call.headers[WHATSAPP_SIGNATURE_HEADER])
    );
  }

  parse(call: InboundCall): InboundBatch | null {
    const parsed = v.safeParse(Webhook, jsonOf(call.body));
    if (!parsed.success) return null;
    const messages: InboundMessage[] = [];
    const deliveries: DeliveryReport[] = [];
    for (const entry of parsed.output.entry)
      for (const { value } of entry.changes) {
        const names = new Map((value.contacts ?? []).map((c) => [c.wa_id, c.profile?.name ?? null]));
        for (const message of value.messages ?? [])
          for (const [i, content] of contentsOf(message, this.#base).entries())
            messages.push({
              // A caption is a message of its own, stored once under its derived id.
              providerMessageId: i === 0 ? message.id : `${message.id}#${i}`,
              address: message.from,
              name: names.get(message.from) ?? null,
              content,
            });
        for (const status of value.statuses ?? []) {
          const mapped = STATUSES[status.status];
          if (!mapped) continue;
          const code = status.errors?.[0]?.code;
          deliveries.push({
            providerMessageId: status.id,
            status: mapped,
            errorCode: mapped === 'failed' ? `whatsapp_${code ?? 'unknown'}` : null,
          });
        }
      }
    return { messages, deliveries };
  }

  async #call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; answer: unknown } | { network: string }> {
    try {
      const response = await fetch(`${this.#base}/${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.#token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      return { status: response.status, answer: jsonOf(await response.text()) };
    } catch (err) {
      return { network: err instanceof Error ? err.name : 'network_error' };
    }
  }

  async send(message: OutboundMessage): Promise<SendResult> {
    const result = await this.#call(
      'POST',
      `${encodeURIComponent(this.#phoneNumberId)}/messages`,
      bodyOf(message.address, message.content, message.template ?? null),
    );
    if ('network' in result) return { ok: false, code: 'network_error', auth: false, retry: true };
    const sent = v.safeParse(SendAnswer, result.answer);
    const id = sent.success ? sent.output.messages[0]?.id : undefined;
    if (result.status < 300 && id) return { ok: true, providerMessageId: id, status: 'sent' };
    const failure = v.safeParse(ErrorAnswer, result.answer);
    const code = failure.success ? failure.output.error.code : undefined;
    // 190: the access token expired or was revoked; 401/403 likewise. Throttling (4, 80007,
    // 130429, 131048, 131056) and Meta's own failures pass: try again later. Anything else (a
    // number not on WhatsApp, the 24-hour window closed: 131047) will not pass by waiting.
    const auth = code === 190 || result.status === 401 || result.status === 403;
    const throttled = code === 4 || code === 80007 || code === 130429 || code === 131048 || code === 131056;
    return {
      ok: false,
      code: `whatsapp_${code ?? result.status}`,
      auth,
      retry: auth || throttled || result.status === 429 || result.status >= 500,
    };
  }

  /** Meta's media endpoint answers the file's short-lived link; both calls carry our token. */
  async fetchMedia(url: string, signal: AbortSignal): Promise<Response> {
    const authorization = { authorization: `Bearer ${this.#token}` };
    if (!url.startsWith(`${this.#base}/`)) return new Response(null, { status: 404 });
    const meta = await fetch(url, { headers: authorization, signal });
    const answer = v.safeParse(MediaAnswer, jsonOf(await meta.text()));
    if (!meta.ok || !answer.success) return new Response(null, { status: meta.ok ? 502 : meta.status });
    return fetch(answer.output.url, { headers: authorization, signal, redirect: 'follow' });
  }

  async checkAuth(): Promise<AuthCheck> {
    const result = await this.#call('GET', `${encodeURIComponent(this.#phoneNumberId)}?fields=id`);
    if ('network' in result) return { ok: false, code: 'network_error' };
    if (result.status < 300) return { ok: true };
    const failure = v.safeParse(ErrorAnswer, result.answer);
    return {
      ok: false,
      code: `whatsapp_${failure.success ? (failure.output.error.code ?? result.status) : result.status}`,
    };
  }
}
