import { useEffect, useRef } from 'react';
import { useT } from '../../useT.ts';
import { LOCAL_CARD_PROVIDER } from '../card/local-card.ts';
import type { CardEntry } from '../card/provider.ts';
import { useFormServices } from '../context.ts';
import { CARD_FONT_SIZE_PX, type CardStatus } from '../model/card.ts';
import { CARD_INCOMPLETE } from '../model/validate.ts';
import { assignRef, type ControlProps } from './types.ts';

const CARD_ERROR = { key: 'form:errors.card' };

/** The form value of a card entry: its brand once complete, a marker while unfinished. */
const cardValue = (status: CardStatus): string =>
  status.empty ? '' : status.complete ? status.brand : CARD_INCOMPLETE;

/**
 * Payment card (spec 000 §3–§5): the page's `cardProvider`, or the built-in local entry, draws
 * number, expiry and CVC; any wrong part shows the bad-card-number message, which other fields'
 * changes leave in place. The value sent is the provider's token, taken when the form is sent.
 */
export function CardControl(props: ControlProps) {
  const { field, labelId, describedBy, invalid, onChange, controlRef } = props;
  const t = useT();
  const { cardProvider, registerCard } = useFormServices();
  const provider = cardProvider ?? LOCAL_CARD_PROVIDER;
  const container = useRef<HTMLFieldSetElement>(null);
  const entry = useRef<CardEntry | null>(null);
  const change = useRef(onChange);
  change.current = onChange;
  const labels = { number: t('form:card.number'), expiry: t('form:card.expiry'), cvc: t('form:card.cvc') };
  // Read when the entry mounts: remounting on a language switch would drop what was typed.
  const latest = useRef({ describedBy, invalid, disabled: field.disabled, labels });
  latest.current = { describedBy, invalid, disabled: field.disabled, labels };

  useEffect(() => {
    const node = container.current;
    if (!node) return;
    const mounted = provider.mount(node, {
      ...latest.current,
      fontSizePx: CARD_FONT_SIZE_PX,
      onChange: (status) => change.current(cardValue(status), status.error ? CARD_ERROR : null),
    });
    entry.current = mounted;
    registerCard(field.name, mounted);
    return () => {
      registerCard(field.name, null);
      mounted.destroy();
      entry.current = null;
    };
  }, [provider, registerCard, field.name]);

  useEffect(() => {
    entry.current?.update({ describedBy, invalid, disabled: field.disabled });
  }, [describedBy, invalid, field.disabled]);

  return (
    <div className="oc-form-card">
      <fieldset
        ref={(node) => {
          container.current = node;
          assignRef(controlRef, node);
        }}
        aria-labelledby={labelId}
        aria-describedby={provider.local ? `${labelId}-local` : undefined}
        // Focused by the form (first error, `focus`), it hands the focus to the card number.
        tabIndex={-1}
        onFocus={(event) => {
          if (event.target === event.currentTarget) entry.current?.focus();
        }}
      />
      {provider.local && (
        <p id={`${labelId}-local`} className="oc-form-hint">
          {t('form:card.local')}
        </p>
      )}
    </div>
  );
}
