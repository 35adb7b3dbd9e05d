import type { HttpClient } from '../http.ts';
import { OfferList } from '../schemas/billing.ts';
import {
  type BillingAddress,
  BillingDetails,
  InvoiceList,
  PaymentCustomer,
  PaymentMethod,
  PaymentMethodList,
  PaymentSetup,
  type SandboxCardInput,
  SandboxCardToken,
  SubscribeAnswer,
  type SubscribeInput,
  TaxRateList,
} from '../schemas/payment.ts';

/*
 * Offers and payment calls of the core API (spec 002 §7 "Offers", "Payment"). `http` is a client
 * over the `core` base. The paths keep the spec's `stripe` whatever provider is active; the
 * answers say which one is (`payment_provider`, `provider`).
 */

/** `GET /offers/`, with the promo codes that open unlisted offers. */
export const fetchOffers = (http: HttpClient, codes: readonly string[] = []) =>
  http.get('/offers/', { answer: OfferList, query: codes.length ? { codes: codes.join(',') } : {} });

/** `POST /offers/subscribe/`: the plan changes only once the payment went through. */
export const subscribe = (http: HttpClient, input: SubscribeInput) =>
  http.post('/offers/subscribe/', input, { answer: SubscribeAnswer });

/** `POST /payment/stripe/customer/`. */
export const createPaymentCustomer = (http: HttpClient) =>
  http.post('/payment/stripe/customer/', {}, { answer: PaymentCustomer });

/** `GET /payment/stripe/billingdetails/`. */
export const fetchBillingDetails = (http: HttpClient) =>
  http.get('/payment/stripe/billingdetails/', { answer: BillingDetails });

/** `POST /payment/stripe/billingdetails/`. */
export const saveBillingAddress = (http: HttpClient, address: BillingAddress) =>
  http.post('/payment/stripe/billingdetails/', address, { answer: BillingDetails });

/** `GET /payment/stripe/paymentmethods/`. */
export const fetchPaymentMethods = (http: HttpClient) =>
  http.get('/payment/stripe/paymentmethods/', { answer: PaymentMethodList });

/** `DELETE /payment/stripe/paymentmethods/` with the card in the body. */
export const deletePaymentMethod = (http: HttpClient, id: string) =>
  http.delete<void>('/payment/stripe/paymentmethods/', { body: { paymentmethod_id: id } });

/** `POST /payment/stripe/paymentmethods/default/`: answers the cards again. */
export const setDefaultPaymentMethod = (http: HttpClient, id: string) =>
  http.post(
    '/payment/stripe/paymentmethods/default/',
    { paymentmethod_id: id },
    { answer: PaymentMethodList },
  );

/** `POST /payment/stripe/paymentmethods/setup/`: what the card field tokenises with. */
export const setupPaymentMethod = (http: HttpClient) =>
  http.post('/payment/stripe/paymentmethods/setup/', {}, { answer: PaymentSetup });

/** `POST /payment/stripe/paymentmethods/attach/`: a tokenised card becomes the company's. */
export const attachPaymentMethod = (http: HttpClient, id: string) =>
  http.post('/payment/stripe/paymentmethods/attach/', { paymentmethod_id: id }, { answer: PaymentMethod });

/** `GET /payment/stripe/invoices/`. */
export const fetchInvoices = (http: HttpClient) =>
  http.get('/payment/stripe/invoices/', { answer: InvoiceList });

/** `GET /payment/stripe/taxrates/?country=`. */
export const fetchTaxRates = (http: HttpClient, country: string) =>
  http.get('/payment/stripe/taxrates/', { answer: TaxRateList, query: { country } });

/**
 * The sandbox provider's tokenising call (`tokenize_url` of the setup answer): the card field's
 * part when no real provider is configured. The path is relative to the core base.
 */
export const tokenizeSandboxCard = (http: HttpClient, card: SandboxCardInput) =>
  http.post('/payment/sandbox/tokens/', card, { answer: SandboxCardToken });
