import { originListRoutes } from './origin-list.ts';

/**
 * The company's website domains, mounted under /api/core: the origins of its own websites. Once it
 * lists any, the widget's calls and socket answer only those (an entry point's own list wins over
 * it); with none, any website. Beside the partner origins (Settings › API publique), for
 * administrators. Read on every visitor call, so a change applies at once everywhere.
 */
export const websiteDomainsRoutes = originListRoutes({
  table: 'website_domains',
  path: '/website-domains',
  access: { rank: 'admin', what: 'website domains' },
  one: 'website domain',
  summaries: {
    list: 'The company’s website domains.',
    add: 'Adds one of the company’s websites to those its visitors’ widget may run on.',
    addDetail: 'From the first one on, the widget answers only the listed websites.',
    remove: 'Takes a website off the company’s list.',
    removeDetail: 'With the last one gone, the widget answers any website again.',
  },
});
