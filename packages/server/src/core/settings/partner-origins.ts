import { originListRoutes } from './origin-list.ts';

/**
 * The company's partner origins, mounted under /api/core: the pages of a partner's CRM that may
 * call the console's API and open its socket for this company (issue 23), besides the deployment's
 * `OMNICANAL_ALLOWED_ORIGINS`. Beside the public API tokens (Settings › API publique), for
 * administrators. A change applies at once on this instance, within 30 s on the others.
 */
export const partnerOriginsRoutes = originListRoutes({
  table: 'partner_origins',
  path: '/partner-origins',
  access: { rank: 'admin', what: 'partner origins' },
  one: 'partner origin',
  summaries: {
    list: 'The company’s partner origins.',
    add: 'Allows the pages of a partner origin to call the API for the company.',
    addDetail: '',
    remove: 'Takes a partner origin off the company’s list.',
    removeDetail: 'Its pages are refused from the next call on (other instances within 30 s).',
  },
  changed: (app) => app.partnerOrigins.changed(),
});
