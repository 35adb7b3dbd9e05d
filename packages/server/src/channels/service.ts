import type { ChannelInput } from '@omnicanal/api';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.ts';
import type { DB } from '../db/schema.ts';
import type { ChannelProvider } from './providers/provider.ts';
import { type OpenChannel, providerOf } from './providers/select.ts';
import { type ChannelRow, type ChannelWrite, insertChannel, updateChannel } from './repo.ts';
import { openSecret, sealSecret, secretKeyOf } from './secrets.ts';

/**
 * Channels with their secrets: sealed on the way in, opened only to build a channel's provider,
 * never answered. One per process (`app.channels`).
 */
export class ChannelService {
  readonly #db: Kysely<DB>;
  readonly #config: ServerConfig;
  readonly #key: Buffer;

  constructor(db: Kysely<DB>, config: ServerConfig) {
    this.#db = db;
    this.#config = config;
    this.#key = secretKeyOf(config.secretKey);
  }

  /** A channel with its secrets opened. A secret sealed under another key counts as not set. */
  open(row: Pick<ChannelRow, 'kind' | 'secrets' | 'settings'>): OpenChannel {
    const secrets: Record<string, string> = {};
    for (const [name, sealed] of Object.entries(row.secrets)) {
      try {
        secrets[name] = openSecret(this.#key, sealed);
      } catch {
        // The key changed since it was saved: the admin enters it again.
      }
    }
    return { kind: row.kind, secrets, settings: row.settings };
  }

  provider(row: Pick<ChannelRow, 'kind' | 'secrets' | 'settings'>): ChannelProvider {
    return providerOf(this.#config, this.open(row));
  }

  /**
   * Adds (`stored` null) or changes a channel, the rules already checked. Secrets left out are kept.
   * The status follows from the provider: a refused credential is `auth_error` with its code; a
   * full WhatsApp subscription is `in_progress` until the provider approves the business.
   */
  async save(
    companyId: number,
    input: ChannelInput,
    stored: ChannelRow | null,
  ): Promise<ChannelRow | undefined> {
    const secrets = { ...(stored?.secrets ?? {}) };
    for (const [name, value] of Object.entries(input.secrets as Record<string, string | undefined>))
      if (value) secrets[name] = sealSecret(this.#key, value);
    const auth = await this.provider({
      kind: input.kind,
      secrets,
      settings: input.settings as Record<string, unknown>,
    }).checkAuth();
    const waiting = input.kind === 'whatsapp' && input.settings.plan === 'full';
    const write: ChannelWrite = {
      kind: input.kind,
      name: input.name,
      skill_id: input.skill,
      visible: input.visible,
      status: !auth.ok ? 'auth_error' : waiting ? 'in_progress' : 'active',
      status_detail: auth.ok ? null : auth.code,
      settings: input.settings,
      secrets,
    };
    return stored
      ? updateChannel(this.#db, companyId, stored.id, write)
      : insertChannel(this.#db, companyId, write);
  }
}
