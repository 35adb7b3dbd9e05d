/// <reference types="mocha" />
import type { Stripe } from '@stripe/stripe-js';
import { expect } from 'chai';
import type { CardStatus } from '../model/card.ts';
import { stripeCardProvider } from './stripe-card.ts';

/*
 * The Stripe adapter against a stand-in of Stripe.js's Elements API (the real service cannot be
 * reached from the test machine): what the field sees — brand, completeness, focus moves, token,
 * a load failure — must come out of Stripe's change events and payment method answers.
 */

type Handler = (event: Record<string, unknown>) => void;

function fakeStripe(token: { id: string } | { error: string }) {
  const log: string[] = [];
  const elements: Record<string, { change: Handler; mountedIn: HTMLElement | null }> = {};
  const create = (kind: string) => {
    const element = {
      change: (() => undefined) as Handler,
      mountedIn: null as HTMLElement | null,
      on(_event: string, handler: Handler) {
        element.change = handler;
      },
      mount(slot: HTMLElement) {
        element.mountedIn = slot;
      },
      focus() {
        log.push(`focus ${kind}`);
      },
      update() {},
      destroy() {
        log.push(`destroy ${kind}`);
      },
    };
    elements[kind] = element;
    return element;
  };
  const stripe = {
    elements: () => ({ create }),
    createPaymentMethod: async () =>
      'id' in token ? { paymentMethod: { id: token.id } } : { error: { code: token.error } },
  } as unknown as Stripe;
  return { stripe, elements, log };
}

const labels = { number: 'Numéro de carte', expiry: 'Expiration', cvc: 'Cryptogramme' };

function mount(stripe: Promise<Stripe | null>) {
  const container = document.createElement('div');
  document.body.append(container);
  const statuses: CardStatus[] = [];
  const entry = stripeCardProvider(stripe).mount(container, {
    labels,
    fontSizePx: 16,
    invalid: false,
    onChange: (status) => statuses.push(status),
  });
  return { container, entry, statuses };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Stripe card provider', () => {
  afterEach(() => document.body.replaceChildren());

  it('names the three parts, reports the brand, moves focus and hands back Stripe’s payment method', async () => {
    const fake = fakeStripe({ id: 'pm_visa' });
    const { container, entry, statuses } = mount(Promise.resolve(fake.stripe));
    await tick();
    expect(
      [...container.querySelectorAll('[role="group"]')].map((g) => g.getAttribute('aria-label')),
    ).to.deep.equal(['Numéro de carte', 'Expiration', 'Cryptogramme']);
    expect(fake.elements.cardNumber?.mountedIn).to.not.equal(null);

    fake.elements.cardNumber?.change({ empty: false, complete: true, brand: 'visa' });
    expect(fake.log).to.include('focus cardExpiry');
    fake.elements.cardExpiry?.change({ empty: false, complete: true });
    expect(fake.log).to.include('focus cardCvc');
    fake.elements.cardCvc?.change({ empty: false, complete: true });
    expect(statuses.at(-1)).to.deep.equal({ brand: 'visa', empty: false, complete: true, error: false });

    expect(await entry.tokenise()).to.deep.equal({ token: 'pm_visa', brand: 'visa' });
    entry.destroy();
    expect(fake.log).to.include('destroy cardNumber');
    expect(container.childElementCount).to.equal(0);
  });

  it('turns a Stripe error into a card error and a refused token into a rejection', async () => {
    const fake = fakeStripe({ error: 'card_declined' });
    const { entry, statuses } = mount(Promise.resolve(fake.stripe));
    await tick();
    fake.elements.cardNumber?.change({ empty: false, complete: false, error: { code: 'invalid_number' } });
    expect(statuses.at(-1)?.error).to.equal(true);
    let refused: unknown = null;
    await entry.tokenise().catch((e) => {
      refused = e;
    });
    expect(String(refused)).to.contain('card_declined');
  });

  it('says the card cannot be entered when Stripe does not load', async () => {
    const { statuses } = mount(Promise.resolve(null));
    await tick();
    expect(statuses.at(-1)?.error).to.equal(true);
  });
});
