import type { CardBrand, CardStatus } from '../model/card.ts';

/**
 * How the card field (spec 000 §3 "payment card … from a card payment provider that reports the
 * brand") talks to whoever collects the card: the provider draws its entry into a container,
 * reports its status as one types, and turns the card into a token when the form is sent. The
 * form never sees the card number.
 */

/** What the card field tells an entry about itself. */
export interface CardEntryState {
  /** Ids of the field's error and hint texts. */
  describedBy?: string;
  invalid: boolean;
  disabled?: boolean;
}

export interface CardEntryOptions extends CardEntryState {
  /** Accessible names of the three parts, already translated. */
  labels: { number: string; expiry: string; cvc: string };
  /** Font size of the entry (spec 000 §9: 16 px). */
  fontSizePx: number;
  /** Called on every change of the entry. */
  onChange: (status: CardStatus) => void;
}

/** What a provider hands back to the form once the card is complete. */
export interface CardToken {
  token: string;
  brand: CardBrand;
}

/** One mounted entry. */
export interface CardEntry {
  focus(): void;
  update(state: CardEntryState): void;
  /** The token of the complete card; rejects when the provider refuses it. */
  tokenise(): Promise<CardToken>;
  destroy(): void;
}

export interface CardProvider {
  /** True when card data stays in this page and goes to no payment service. */
  readonly local: boolean;
  mount(container: HTMLElement, options: CardEntryOptions): CardEntry;
}
