import { Subaccount, SubaccountInput } from '@omnicanal/api';
import type { ServicePlugin } from '../../http/valibot.ts';
import type { SettingsAccess } from './access.ts';
import { registerSetRoutes } from './named-sets.ts';

/** Spec 002 §2, §5: administrators, and only when the offer's max_skills exceeds 1. */
const ACCESS: SettingsAccess = { rank: 'admin', what: 'sub-accounts', needsSubaccounts: true };

/** Sub-accounts, mounted under /api/core: `GET/POST /subaccounts/`, `GET/POST/DELETE /subaccounts/{id}`. */
export const subaccountsRoutes: ServicePlugin = async (app) => {
  registerSetRoutes(app, {
    table: 'subaccounts',
    segment: 'subaccounts',
    what: 'sub-account',
    schema: SubaccountInput,
    item: Subaccount,
    read: ACCESS,
    write: ACCESS,
  });
};
