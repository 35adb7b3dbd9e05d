import type { BillingAddress } from '@omnicanal/api';
import { CALLING_CODES, type FieldValue, type FormDescriptor } from '@omnicanal/ui';

const text = (value: FieldValue | undefined) => (typeof value === 'string' ? value.trim() : '');

/** The countries a billing address may be in, named in the reader's language, by name. */
export function countryOptions(locale: string): { text: string; value: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return [...new Set(CALLING_CODES.map((c) => c.country))]
    .map((code) => ({ value: code, text: names.of(code) ?? code }))
    .sort((a, b) => a.text.localeCompare(b.text, locale));
}

/**
 * The billing address form (spec 002 §3 Billing details, Card: holder name, address lines, city,
 * state, postal code, country); the lengths are those of the shared schema the server checks.
 */
export function addressDescriptor(stored: BillingAddress | null, locale: string): FormDescriptor {
  const field = (name: keyof BillingAddress, max: number, required = true) => ({
    name,
    kind: 'text' as const,
    label: `billing:address.${name}`,
    required,
    max_length: max,
    value: stored?.[name] ?? '',
  });
  return {
    fieldsets: [
      {
        fields: [
          { ...field('name', 200), focus: true },
          field('line1', 200),
          field('line2', 200, false),
          field('postal_code', 20),
          field('city', 100),
          field('state', 100, false),
          {
            name: 'country',
            kind: 'select',
            label: 'billing:address.country',
            required: true,
            placeholder: 'billing:address.choose_country',
            options: countryOptions(locale),
            value: stored?.country ?? '',
          },
        ],
      },
    ],
  };
}

/** The body of `POST /payment/stripe/billingdetails/`. */
export function toAddress(values: Record<string, FieldValue>): BillingAddress {
  return {
    name: text(values.name),
    line1: text(values.line1),
    line2: text(values.line2),
    city: text(values.city),
    state: text(values.state),
    postal_code: text(values.postal_code),
    country: text(values.country).toUpperCase(),
  };
}
