import type { ServerConfig } from '../../../config.ts';
import { LocalTemplateProvider } from './local.ts';
import type { TemplateProvider } from './provider.ts';

/**
 * The provider that reviews templates. Only the local one exists: the named WhatsApp provider's
 * adapter (Tyntec's template API) joins here, behind the same interface, once its credentials
 * can be configured.
 */
export function templateProviderOf(config: Pick<ServerConfig, 'templateReviewMs'>): TemplateProvider {
  return new LocalTemplateProvider(config.templateReviewMs);
}
