import type { PaymentSetup } from '@omnicanal/api';
import { type CardBrand, type CardProvider, loadStripeCardProvider, typedCardProvider } from '@omnicanal/ui';
import { tokenizeTestCard } from '../model/client.ts';

/**
 * The card entry of the active payment provider: Stripe Elements with the publishable key the
 * server gives (Stripe.js loaded only then), or the sandbox's plain inputs whose card goes to the
 * sandbox's tokenising call only, never to our other calls. `holder` is read when the card is sent.
 */
export function cardProviderOf(setup: PaymentSetup, holder: () => string): CardProvider {
  if (setup.provider === 'stripe' && setup.publishable_key)
    return loadStripeCardProvider(setup.publishable_key);
  return typedCardProvider(async (card) => {
    const token = await tokenizeTestCard({
      client_secret: setup.client_secret,
      number: card.number,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      cvc: card.cvc,
      holder_name: holder(),
    });
    return { token: token.id, brand: token.network as CardBrand };
  });
}

/** The same provider, also telling `onBrand` the brand as the number is typed (spec 000 §4). */
export function reportingBrand(provider: CardProvider, onBrand: (brand: CardBrand) => void): CardProvider {
  return {
    local: provider.local,
    mount: (container, options) =>
      provider.mount(container, {
        ...options,
        onChange: (status) => {
          onBrand(status.brand);
          options.onChange(status);
        },
      }),
  };
}
