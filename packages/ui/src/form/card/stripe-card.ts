import type {
  Stripe,
  StripeCardCvcElement,
  StripeCardExpiryElement,
  StripeCardNumberElement,
  StripeElements,
} from '@stripe/stripe-js';
import type { CardBrand, CardStatus } from '../model/card.ts';
import type { CardEntry, CardEntryOptions, CardEntryState, CardProvider } from './provider.ts';

type Part = 'number' | 'expiry' | 'cvc';

/** The brands Stripe reports that the field knows by name; anything else is `unknown`. */
const BRANDS: ReadonlySet<string> = new Set([
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'jcb',
  'unionpay',
]);

interface PartState {
  empty: boolean;
  complete: boolean;
  error: boolean;
}

/** What a Stripe Element's change event says that the field needs. */
interface ChangeEvent {
  empty: boolean;
  complete: boolean;
  error?: unknown;
  brand?: string;
}

/**
 * The card entry of a real payment service: Stripe Elements (card number, expiry, CVC) mounted in
 * the field's container, so the card data goes from Stripe's own frames to Stripe and never
 * through this page. Same interface as the local entry: brand reported as one types, focus moved
 * number → expiry → CVC (spec 000 §4), a token at submit. `stripe` is the loaded Stripe.js; a
 * failed load shows as a card error rather than a silent empty field.
 */
export function stripeCardProvider(stripe: Promise<Stripe | null>): CardProvider {
  return { local: false, mount: (container, options) => mountStripeCard(stripe, container, options) };
}

/**
 * Stripe with the given publishable key, loaded only when a card field is first drawn: a console
 * without a key never contacts Stripe (`@stripe/stripe-js/pure` adds its script on demand).
 */
export function loadStripeCardProvider(publishableKey: string): CardProvider {
  let loading: Promise<Stripe | null> | null = null;
  const stripe = () => {
    loading ??= import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(publishableKey));
    return loading;
  };
  return {
    local: false,
    mount: (container, options) => mountStripeCard(stripe(), container, options),
  };
}

function mountStripeCard(
  stripePromise: Promise<Stripe | null>,
  container: HTMLElement,
  options: CardEntryOptions,
): CardEntry {
  const document = container.ownerDocument;
  const root = document.createElement('div');
  root.className = 'oc-form-card-entry oc-form-card-stripe';
  const slots = {} as Record<Part, HTMLElement>;
  for (const part of ['number', 'expiry', 'cvc'] as const) {
    // Stripe's frames carry their own input; the visible text names the part for everyone.
    const wrap = document.createElement('div');
    wrap.className = `oc-form-card-${part}`;
    const text = document.createElement('span');
    text.textContent = options.labels[part];
    const slot = document.createElement('div');
    slot.setAttribute('role', 'group');
    slot.setAttribute('aria-label', options.labels[part]);
    wrap.append(text, slot);
    root.append(wrap);
    slots[part] = slot;
  }
  container.append(root);

  const parts: Record<Part, PartState> = {
    number: { empty: true, complete: false, error: false },
    expiry: { empty: true, complete: false, error: false },
    cvc: { empty: true, complete: false, error: false },
  };
  let brand: CardBrand = 'unknown';
  let failed = false;
  let destroyed = false;
  let elements: {
    set: StripeElements;
    number: StripeCardNumberElement;
    expiry: StripeCardExpiryElement;
    cvc: StripeCardCvcElement;
  } | null = null;
  let stripe: Stripe | null = null;

  const status = (): CardStatus => {
    const all = Object.values(parts);
    return {
      brand,
      empty: all.every((p) => p.empty),
      complete: all.every((p) => p.complete),
      error: failed || all.some((p) => p.error),
    };
  };

  const listen = (
    part: Part,
    element: { on(event: 'change', handler: (e: ChangeEvent) => void): unknown },
  ) => {
    element.on('change', (event: ChangeEvent) => {
      parts[part] = { empty: event.empty, complete: event.complete, error: Boolean(event.error) };
      if (part === 'number' && event.brand)
        brand = BRANDS.has(event.brand) ? (event.brand as CardBrand) : 'unknown';
      if (event.complete && part === 'number') elements?.expiry.focus();
      if (event.complete && part === 'expiry') elements?.cvc.focus();
      options.onChange(status());
    });
  };

  const ready = stripePromise.then((loaded) => {
    if (destroyed) return;
    if (!loaded) throw new Error('Stripe did not load');
    stripe = loaded;
    const set = loaded.elements();
    const style = { base: { fontSize: `${options.fontSizePx}px` } };
    const number = set.create('cardNumber', { style, disabled: options.disabled });
    const expiry = set.create('cardExpiry', { style, disabled: options.disabled });
    const cvc = set.create('cardCvc', { style, disabled: options.disabled });
    elements = { set, number, expiry, cvc };
    listen('number', number);
    listen('expiry', expiry);
    listen('cvc', cvc);
    number.mount(slots.number);
    expiry.mount(slots.expiry);
    cvc.mount(slots.cvc);
  });
  ready.catch(() => {
    failed = true;
    options.onChange(status());
  });

  return {
    focus: () => elements?.number.focus(),
    update: (state: CardEntryState) => {
      for (const element of elements ? [elements.number, elements.expiry, elements.cvc] : [])
        element.update({ disabled: Boolean(state.disabled) });
      for (const slot of Object.values(slots)) {
        if (state.describedBy) slot.setAttribute('aria-describedby', state.describedBy);
        else slot.removeAttribute('aria-describedby');
        slot.setAttribute('aria-invalid', String(state.invalid));
      }
    },
    tokenise: async () => {
      await ready;
      if (!stripe || !elements) throw new Error('card_unavailable');
      // A payment method, not a legacy card token: the server attaches it to the customer by its
      // id (`paymentmethod_id`, spec 002 §7), which Stripe only accepts for a payment method.
      const { paymentMethod, error } = await stripe.createPaymentMethod({
        type: 'card',
        card: elements.number,
      });
      if (error || !paymentMethod) throw new Error(error?.code ?? 'card_refused');
      return { token: paymentMethod.id, brand };
    },
    destroy: () => {
      destroyed = true;
      if (elements) for (const element of [elements.number, elements.expiry, elements.cvc]) element.destroy();
      root.remove();
    },
  };
}
