import type { ServerConfig } from '../../config.ts';
import { LocalProvider } from './local.ts';
import type { ChannelProvider } from './provider.ts';
import { TelegramProvider } from './telegram.ts';
import { WhatsappCloudProvider } from './whatsapp-cloud.ts';

/** A channel with its secrets opened: what a provider is built from. */
export interface OpenChannel {
  kind: string;
  secrets: Record<string, string>;
  settings: Record<string, unknown>;
}

type ProviderConfig = Pick<ServerConfig, 'telegramApiUrl' | 'whatsappApiUrl'>;

/** The real adapter a channel can use, by its kind, what it has and what the server is set to reach. */
function realAdapter(
  config: ProviderConfig,
  kind: string,
  has: (secret: string) => boolean,
  settings: Record<string, unknown>,
): 'telegram' | 'whatsapp-cloud' | null {
  if (kind === 'telegram' && has('token') && config.telegramApiUrl) return 'telegram';
  if (kind === 'whatsapp' && has('access_token') && settings.phone_number_id && config.whatsappApiUrl)
    return 'whatsapp-cloud';
  return null;
}

/**
 * The provider that carries a channel: the real adapter when the channel has its credentials and
 * the server is configured to reach the service, the local provider otherwise.
 */
export function providerOf(config: ProviderConfig, channel: OpenChannel): ChannelProvider {
  const inbound = channel.secrets.inbound_secret ?? null;
  const { secrets, settings } = channel;
  switch (realAdapter(config, channel.kind, (name) => Boolean(secrets[name]), settings)) {
    case 'telegram':
      return new TelegramProvider(config.telegramApiUrl as string, secrets.token as string, inbound);
    case 'whatsapp-cloud':
      return new WhatsappCloudProvider(
        config.whatsappApiUrl as string,
        String(settings.phone_number_id),
        secrets.access_token as string,
        inbound,
      );
    default:
      return new LocalProvider(inbound);
  }
}

/** The provider's name a channel would use, without opening its secrets. */
export function providerNameOf(
  config: ProviderConfig,
  kind: string,
  secretNames: readonly string[],
  settings: Record<string, unknown>,
): string {
  return realAdapter(config, kind, (name) => secretNames.includes(name), settings) ?? 'local';
}
