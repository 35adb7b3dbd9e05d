import type { ServerConfig } from '../../../config.ts';
import { LocalTemplateProvider } from './local.ts';
import type { TemplateProvider } from './provider.ts';
import { TyntecTemplateProvider } from './tyntec.ts';

type ProviderConfig = Pick<ServerConfig, 'templateReviewMs' | 'tyntec'>;

/**
 * The providers that review templates, by kind: WhatsApp's go to Tyntec's template API when it is
 * configured (`TYNTEC_API_KEY` and `TYNTEC_WABA_ID`); every other kind, and WhatsApp's without it,
 * to the local provider.
 */
export function templateProviders(config: ProviderConfig): (kind: string) => TemplateProvider {
  const local = new LocalTemplateProvider(config.templateReviewMs);
  const whatsapp = config.tyntec ? new TyntecTemplateProvider(config.tyntec) : local;
  return (kind) => (kind === 'tyntec-wa' ? whatsapp : local);
}
