import type { Customer } from '@omnicanal/api';

/**
 * Spec 002 §5: sub-accounts exist only when the offer's `max_skills` exceeds 1. A customer not
 * loaded yet is given the benefit of the doubt: the server has the last word (404 otherwise).
 */
export function offersSubaccounts(customer: Customer | null): boolean {
  return customer === null || customer.offer_desc.max_skills > 1;
}
