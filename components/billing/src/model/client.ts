import {
  attachPaymentMethod,
  type BillingAddress,
  deletePaymentMethod,
  fetchBillingDetails,
  fetchInvoices,
  fetchOffers,
  fetchPaymentMethods,
  fetchTaxRates,
  type SandboxCardInput,
  type SubscribeInput,
  saveBillingAddress,
  setDefaultPaymentMethod,
  setupPaymentMethod,
  subscribe,
  tokenizeSandboxCard,
} from '@omnicanal/api';
import { api } from '@omnicanal/stores';

/*
 * The calls the billing screens make, all to the core service of the session (spec 002 §7
 * "Offers", "Payment"). Plain functions so the screens stay thin.
 */

export const readOffers = (codes: readonly string[] = []) => fetchOffers(api('core'), codes);
export const subscribeTo = (input: SubscribeInput) => subscribe(api('core'), input);
export const readBillingDetails = () => fetchBillingDetails(api('core'));
export const writeBillingAddress = (address: BillingAddress) => saveBillingAddress(api('core'), address);
export const readCards = () => fetchPaymentMethods(api('core'));
export const removeCard = (id: string) => deletePaymentMethod(api('core'), id);
export const makeDefaultCard = (id: string) => setDefaultPaymentMethod(api('core'), id);
export const setupCard = () => setupPaymentMethod(api('core'));
export const attachCard = (id: string) => attachPaymentMethod(api('core'), id);
export const tokenizeTestCard = (card: SandboxCardInput) => tokenizeSandboxCard(api('core'), card);
export const readInvoices = () => fetchInvoices(api('core'));
export const readTaxRates = (country: string) => fetchTaxRates(api('core'), country);
