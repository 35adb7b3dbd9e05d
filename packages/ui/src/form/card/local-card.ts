import { uuid4 } from '@omnicanal/core';
import {
  cardNumberState,
  cardStatus,
  cvcLength,
  expiryState,
  formatCardNumber,
  formatExpiry,
  onlyDigits,
} from '../model/card.ts';
import type { CardEntry, CardEntryOptions, CardEntryState, CardProvider, CardToken } from './provider.ts';

/**
 * The built-in card entry: number (Luhn check, brand detection), expiry `MM/YY` and CVC typed in
 * plain inputs of this page. It is local: the card data is never sent anywhere and its token only
 * says that a well-formed card was typed. Spec 000 §4: a complete number records the brand and
 * moves the focus to the expiry; a complete expiry moves it to the CVC.
 */
export const LOCAL_CARD_PROVIDER: CardProvider = {
  local: true,
  mount: (container, options) => mountLocalCard(container, options, null),
};

/** A complete card as typed in the plain inputs, for a test-mode tokenising service. */
export interface TypedCard {
  /** Digits only. */
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
}

/**
 * The same plain inputs, whose card goes to `tokenise` when the form is sent: a payment provider's
 * test mode (the server's sandbox, which takes Stripe's test card numbers) that has no frames of
 * its own. Not local: the card leaves the page, to that service only.
 */
export function typedCardProvider(tokenise: (card: TypedCard) => Promise<CardToken>): CardProvider {
  return { local: false, mount: (container, options) => mountLocalCard(container, options, tokenise) };
}

type Part = 'number' | 'expiry' | 'cvc';

const AUTOCOMPLETE: Record<Part, string> = { number: 'cc-number', expiry: 'cc-exp', cvc: 'cc-csc' };

function mountLocalCard(
  container: HTMLElement,
  options: CardEntryOptions,
  send: ((card: TypedCard) => Promise<CardToken>) | null,
): CardEntry {
  const document = container.ownerDocument;
  const root = document.createElement('div');
  root.className = 'oc-form-card-entry';
  root.style.fontSize = `${options.fontSizePx}px`;
  const inputs = {} as Record<Part, HTMLInputElement>;

  for (const part of ['number', 'expiry', 'cvc'] as const) {
    const label = document.createElement('label');
    label.className = `oc-form-card-${part}`;
    const text = document.createElement('span');
    text.textContent = options.labels[part];
    const input = document.createElement('input');
    input.type = 'text';
    input.inputMode = 'numeric';
    input.setAttribute('autocomplete', AUTOCOMPLETE[part]);
    input.name = `card-${part}`;
    label.append(text, input);
    root.append(label);
    inputs[part] = input;
  }

  const status = () => cardStatus(inputs.number.value, inputs.expiry.value, inputs.cvc.value);

  const apply = (state: CardEntryState) => {
    for (const input of Object.values(inputs)) {
      if (state.describedBy) input.setAttribute('aria-describedby', state.describedBy);
      else input.removeAttribute('aria-describedby');
      input.setAttribute('aria-invalid', String(state.invalid));
      input.disabled = Boolean(state.disabled);
    }
  };

  const report = () => options.onChange(status());

  inputs.number.addEventListener('input', () => {
    const { number } = inputs;
    number.value = formatCardNumber(number.value);
    inputs.cvc.maxLength = cvcLength(number.value);
    report();
    if (cardNumberState(number.value) === 'complete') inputs.expiry.focus();
  });
  inputs.expiry.maxLength = 5;
  inputs.expiry.placeholder = 'MM/YY';
  inputs.expiry.addEventListener('input', (event) => {
    const { expiry } = inputs;
    // Deleting the slash must not put it back at once.
    const deleting = (event as InputEvent).inputType?.startsWith('delete');
    expiry.value = deleting ? expiry.value : formatExpiry(expiry.value);
    report();
    if (expiryState(expiry.value) === 'complete') inputs.cvc.focus();
  });
  inputs.cvc.maxLength = 3;
  inputs.cvc.addEventListener('input', () => {
    inputs.cvc.value = onlyDigits(inputs.cvc.value);
    report();
  });

  apply(options);
  container.append(root);

  return {
    focus: () => inputs.number.focus(),
    update: apply,
    tokenise() {
      const now = status();
      if (!now.complete) return Promise.reject(new Error('The card is not complete'));
      if (send) {
        const [month = '', year = ''] = inputs.expiry.value.split('/');
        return send({
          number: onlyDigits(inputs.number.value),
          expMonth: Number(month),
          expYear: 2000 + Number(year),
          cvc: inputs.cvc.value,
        });
      }
      const token = `local_${now.brand}_${uuid4()}`;
      return Promise.resolve({ token, brand: now.brand });
    },
    destroy: () => root.remove(),
  };
}
