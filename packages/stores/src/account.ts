import { Customer, isKeyAccountToken, User } from '@omnicanal/api';
import * as v from 'valibot';
import { api } from './http.ts';
import { $session, setCustomer, setUser } from './session.ts';

let inflight: Promise<void> | null = null;
let inflightToken: string | null = null;

/**
 * Loads the signed-in user and customer for the current token (once per token, shared by every
 * element of the page). The answers are checked against the contract so a server mismatch shows as
 * an error here rather than as undefined fields deep in a screen.
 */
export function loadAccount(): Promise<void> {
  const token = $session.get().token;
  // A key account reads dashboards only: it has no user, and asking for one would end its session.
  if (!token || isKeyAccountToken(token)) return Promise.resolve();
  if (inflight && inflightToken === token) return inflight;
  inflightToken = token;
  inflight = Promise.all([api('core').get('/user/account'), api('core').get('/customer/')])
    .then(([user, customer]) => {
      if ($session.get().token !== token) return;
      setUser(v.parse(User, user));
      setCustomer(v.parse(Customer, customer));
    })
    .finally(() => {
      if (inflightToken === token) inflight = null;
    });
  return inflight;
}
