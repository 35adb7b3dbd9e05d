import type { ReactElement } from 'react';
import { OriginList } from './OriginList.tsx';

/**
 * The company's website domains: the origins of its own websites. Once one is listed, the visitor
 * widget works only on those (an entry point may list its own instead); with none, on any website.
 */
export function WebsiteDomains(): ReactElement {
  return <OriginList path="/website-domains/" keys="settings-account:website_domains" />;
}
