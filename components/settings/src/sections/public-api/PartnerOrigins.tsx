import type { ReactElement } from 'react';
import { OriginList } from './OriginList.tsx';

/**
 * The company's partner origins: the pages of a partner's CRM that may embed the console's
 * elements for this company (their calls and their socket), besides those the deployment allows.
 * Administrators add one and remove one from its row menu, after confirming.
 */
export function PartnerOrigins(): ReactElement {
  return <OriginList path="/partner-origins/" keys="settings-account:partner_origins" />;
}
