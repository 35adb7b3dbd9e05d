import type { TemplateStatus } from '@omnicanal/core';
import type { ProviderTemplate, TemplateProvider, TemplateReview } from './provider.ts';

/** Where Tyntec's template API is and which WhatsApp Business Account the templates belong to. */
export interface TyntecConfig {
  apiUrl: string;
  apiKey: string;
  accountId: string;
}

/** How often a submitted template is asked about: WhatsApp answers in minutes to days. */
const POLL_MS = 60_000;

/** Tyntec's localization statuses, as ours. */
const STATUS: Readonly<Record<string, Exclude<TemplateStatus, 'DRAFT'>>> = {
  SUBMITTED: 'SUBMITTED',
  APPROVED: 'VALIDATED',
  REJECTED: 'REFUSED',
};

/** Why a call to the provider failed; the review is asked again at the next poll. */
export class TemplateProviderError extends Error {
  override name = 'TemplateProviderError';
}

/** The template as Tyntec's Conversations API (v3) writes one localization's components. */
export function tyntecComponents(template: ProviderTemplate): Record<string, unknown>[] {
  const { content } = template;
  const examples = Object.entries(content.examples)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, value]) => value);
  const components: Record<string, unknown>[] = [];
  if (content.header?.type === 'text')
    components.push({ type: 'HEADER', format: 'TEXT', text: content.header.text });
  if (content.header?.type === 'image')
    components.push({ type: 'HEADER', format: 'IMAGE', example: { url: content.header.url } });
  const body = content.body.type === 'text' ? content.body.text : content.body.description;
  components.push({
    type: 'BODY',
    text: body,
    ...(examples.length > 0 ? { examples: { texts: examples } } : {}),
  });
  if (content.footer) components.push({ type: 'FOOTER', text: content.footer });
  if (content.buttons.length > 0)
    components.push({
      type: 'BUTTONS',
      buttons: content.buttons.map((b) =>
        b.type === 'quick_reply'
          ? { type: 'QUICK_REPLY', text: b.text }
          : b.type === 'url'
            ? { type: 'URL', text: b.text, url: b.url }
            : { type: 'PHONE_NUMBER', text: b.text, phoneNumber: b.phone },
      ),
    });
  return components;
}

/**
 * The WhatsApp template provider named by spec 002 (`tyntec-wa`): templates are created in the
 * company's WhatsApp Business Account through Tyntec's Conversations API and reviewed by WhatsApp;
 * the answer is read per localization (our template is one name in one language). Used when
 * `TYNTEC_API_KEY` and `TYNTEC_WABA_ID` are configured; the local provider stands in otherwise.
 */
export class TyntecTemplateProvider implements TemplateProvider {
  readonly name = 'tyntec';
  readonly local = false;
  readonly pollMs = POLL_MS;
  readonly #config: TyntecConfig;
  readonly #fetch: typeof fetch;

  constructor(config: TyntecConfig, fetcher: typeof fetch = fetch) {
    this.#config = config;
    this.#fetch = fetcher;
  }

  #url(path: string): string {
    const account = encodeURIComponent(this.#config.accountId);
    return `${this.#config.apiUrl}/conversations/v3/channels/whatsapp/accounts/${account}/templates${path}`;
  }

  async #call(method: string, path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await this.#fetch(this.#url(path), {
        method,
        headers: {
          apikey: this.#config.apiKey,
          accept: 'application/json',
          'content-type': 'application/json',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new TemplateProviderError(`Tyntec could not be reached: ${(error as Error).message}`);
    }
    if (!response.ok)
      throw new TemplateProviderError(`Tyntec answered ${response.status} to ${method} ${path || '/'}`);
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : null;
  }

  async submit(template: ProviderTemplate): Promise<string> {
    await this.#call('POST', '', {
      name: template.name,
      category: template.category,
      localizations: [{ language: template.language, components: tyntecComponents(template) }],
    });
    return `${template.name}/${template.language}`;
  }

  async review(reference: string): Promise<TemplateReview> {
    const [name, language] = reference.split('/') as [string, string];
    const answer = (await this.#call('GET', `/${encodeURIComponent(name)}`)) as {
      localizations?: { language?: string; status?: string; rejectionReason?: string | null }[];
    } | null;
    const localization = answer?.localizations?.find((l) => l.language === language);
    if (!localization?.status) return { status: 'UNKNOWN', reason: null };
    const status = STATUS[localization.status] ?? 'UNKNOWN';
    return { status, reason: status === 'REFUSED' ? (localization.rejectionReason ?? null) : null };
  }

  async remove(reference: string): Promise<void> {
    const [name] = reference.split('/') as [string];
    await this.#call('DELETE', `/${encodeURIComponent(name)}`);
  }
}
