import { useStore } from '@nanostores/react';
import type { PaymentSetup } from '@omnicanal/api';
import { useResource } from '@omnicanal/element';
import { $user } from '@omnicanal/stores';
import { type CardBrand, Form, type FormDescriptor, useT } from '@omnicanal/ui';
import { type ReactElement, useMemo, useRef, useState } from 'react';
import { attachCard, setupCard } from '../model/client.ts';
import { useNavigate } from '../navigation.ts';
import { ResourceState } from '../shared/ResourceState.tsx';
import { Screen } from '../shared/Screen.tsx';
import { cardProviderOf, reportingBrand } from './card-providers.ts';

/**
 * A new payment card (spec 000 §4, 002 §3): the holder's name and the card entry of the active
 * provider, the brand shown as the number is typed. The card becomes a token at the provider, and
 * only that token reaches our server, which attaches it (the first card becomes the default).
 */
export function AddCard(): ReactElement {
  const setup = useResource(() => setupCard(), 'setup');
  return (
    <Screen title="billing:add.title" intro="billing:add.intro" provider={setup.data?.provider}>
      <ResourceState resource={setup}>{(data) => <CardForm setup={data} />}</ResourceState>
    </Screen>
  );
}

function CardForm({ setup }: { setup: PaymentSetup }): ReactElement {
  const t = useT();
  const user = useStore($user);
  const navigate = useNavigate();
  const holder = useRef('');
  const [brand, setBrand] = useState<CardBrand>('unknown');
  const [added, setAdded] = useState<string | null>(null);
  const provider = useMemo(
    () =>
      reportingBrand(
        cardProviderOf(setup, () => holder.current),
        setBrand,
      ),
    [setup],
  );
  const [descriptor] = useState<FormDescriptor>(() => ({
    fieldsets: [
      {
        fields: [
          {
            name: 'holder_name',
            kind: 'text',
            label: 'billing:add.holder',
            required: true,
            max_length: 200,
            focus: true,
            value: user ? `${user.first_name} ${user.last_name}`.trim() : '',
          },
          { name: 'card', kind: 'card', label: 'billing:add.card', required: true },
        ],
      },
    ],
  }));

  if (added)
    return (
      <div className="editor">
        <p role="status">{added}</p>
        <div className="screen-actions">
          <button type="button" className="primary" onClick={() => navigate('subscription')}>
            {t('billing:add.to_plans')}
          </button>
          <button type="button" onClick={() => navigate('payments')}>
            {t('billing:add.to_cards')}
          </button>
        </div>
      </div>
    );

  return (
    <div className="editor">
      {setup.provider === 'sandbox' ? <p className="hint">{t('billing:add.test_cards')}</p> : null}
      <Form
        descriptor={descriptor}
        label="billing:add.title"
        submitLabel="billing:add.submit"
        cardProvider={provider}
        onValues={(values) => {
          holder.current = typeof values.holder_name === 'string' ? values.holder_name.trim() : '';
        }}
        onSubmit={async (values) => {
          const card = await attachCard(String(values.card));
          setAdded(
            t('billing:add.done', {
              card: t(`billing:networks.${card.network}`, { defaultValue: card.network }),
              last4: card.last4,
            }),
          );
        }}
      />
      <p className="brand" aria-live="polite">
        {brand !== 'unknown' ? t('billing:add.brand', { brand: t(`billing:networks.${brand}`) }) : ''}
      </p>
    </div>
  );
}
