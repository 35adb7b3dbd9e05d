import type { SigninProvider } from '@omnicanal/api';
import type { FoundAccount, PendingSignin, SigninAdapter } from './provider.ts';
import { SigninRefused } from './provider.ts';

/*
 * The local sign-in provider: stands in for Facebook, Instagram, X and Meta's embedded signup where
 * the server has no app of theirs. Its "authorize" page is ours (`/api/misc/signin/{provider}/authorize`,
 * local-page.ts); the accounts it offers are fixed, made to try every rule: among the Instagram
 * ones, one below 1,000 followers and one not eligible for messaging.
 */

/** The accounts the local page offers, per provider. */
export const LOCAL_ACCOUNTS: Readonly<Record<SigninProvider, readonly FoundAccount[]>> = {
  facebook: [
    { id: 'local-page-1001', name: 'Boulangerie Martin' },
    { id: 'local-page-1002', name: 'Boulangerie Martin — Lyon' },
  ],
  instagram: [
    { id: 'local-ig-2001', name: '@boulangerie.martin', followers: 12_400, eligible: true },
    { id: 'local-ig-2002', name: '@martin.fournil', followers: 420, eligible: true },
    { id: 'local-ig-2003', name: '@martin.perso', followers: 8_300, eligible: false },
  ],
  twitter: [
    { id: 'local-x-3001', name: '@martin_support' },
    { id: 'local-x-3002', name: '@martin_news' },
  ],
  whatsapp: [
    {
      id: '100000000000001',
      name: 'Boulangerie Martin',
      phone_number_id: '100000000000001',
      waba_id: '200000000000001',
      display_phone_number: '+33 6 12 34 56 78',
    },
    {
      id: '100000000000002',
      name: 'Martin Traiteur',
      phone_number_id: '100000000000002',
      waba_id: '200000000000001',
      display_phone_number: '+33 7 98 76 54 32',
    },
  ],
};

/**
 * The local adapter. Its code was checked against the sign-in when it was consumed (the page
 * records it by hash); the accounts are those the admin left ticked, each with a token made for it
 * so a channel has a credential to keep as a real sign-in would give.
 */
export function localSignin(publicUrl: string): SigninAdapter {
  return {
    name: 'local',
    authorizeUrl: (provider: SigninProvider, state: string) =>
      `${publicUrl}/api/misc/signin/${provider}/authorize?state=${encodeURIComponent(state)}`,
    async exchange(_code: string, signin: PendingSignin) {
      const granted = signin.granted ?? [];
      const accounts = LOCAL_ACCOUNTS[signin.provider].filter((a) => granted.includes(a.id));
      if (accounts.length === 0) throw new SigninRefused('no_account', 'No account was granted.');
      return accounts.map((a) => ({ ...a, credential: `local-token-${a.id}-${signin.id}` }));
    },
  };
}
