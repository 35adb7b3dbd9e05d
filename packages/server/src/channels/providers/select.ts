import type { ServerConfig } from '../../config.ts';
import { LocalProvider } from './local.ts';
import type { ChannelProvider } from './provider.ts';
import { TelegramProvider } from './telegram.ts';

/** A channel with its secrets opened: what a provider is built from. */
export interface OpenChannel {
  kind: string;
  secrets: Record<string, string>;
}

/**
 * The provider that carries a channel: the real adapter when the channel has its credentials and
 * the server is configured to reach the service, the local provider otherwise.
 */
export function providerOf(
  config: Pick<ServerConfig, 'telegramApiUrl'>,
  channel: OpenChannel,
): ChannelProvider {
  const inbound = channel.secrets.inbound_secret ?? null;
  if (channel.kind === 'telegram' && channel.secrets.token && config.telegramApiUrl)
    return new TelegramProvider(config.telegramApiUrl, channel.secrets.token, inbound);
  return new LocalProvider(inbound);
}

/** The provider's name a channel would use, without opening its secrets. */
export function providerNameOf(
  config: Pick<ServerConfig, 'telegramApiUrl'>,
  kind: string,
  secretNames: readonly string[],
): string {
  return kind === 'telegram' && secretNames.includes('token') && config.telegramApiUrl ? 'telegram' : 'local';
}
