export { Billing, type BillingProps } from './Billing.tsx';
export { formatMoney } from './model/money.ts';
export { paymentErrorMessage } from './model/payment-errors.ts';
export { SECTIONS, type Section, type SectionRoute, sectionOf, sectionPath } from './model/sections.ts';
export { OcBilling } from './OcBilling.ts';
