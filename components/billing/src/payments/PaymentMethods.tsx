import type { PaymentMethod } from '@omnicanal/api';
import { useResource } from '@omnicanal/element';
import { errorMessage } from '@omnicanal/i18n';
import { ConfirmDialog, RowMenu, type RowMenuItem, useT } from '@omnicanal/ui';
import { type ReactElement, useState } from 'react';
import { makeDefaultCard, readCards, removeCard } from '../model/client.ts';
import { useNavigate } from '../navigation.ts';
import { ResourceState } from '../shared/ResourceState.tsx';
import { Screen } from '../shared/Screen.tsx';
import { cardLabel } from './cardLabel.ts';

/**
 * The company's payment cards (spec 002 §3 Card): network, last four digits, expiry, holder and
 * which is the default; each row's menu makes it the default or deletes it after confirmation.
 */
export function PaymentMethods(): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const cards = useResource(() => readCards(), 'cards');
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [flash, setFlash] = useState<string | null>(null);

  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setFailure(null);
    setFlash(null);
    try {
      await work();
      setFlash(done);
      cards.reload();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const itemsOf = (card: PaymentMethod): RowMenuItem[] => [
    ...(card.default
      ? []
      : [
          {
            label: t('billing:payments.make_default'),
            onSelect: () =>
              void act(
                () => makeDefaultCard(card.id),
                t('billing:payments.default_done', { card: cardLabel(card, t) }),
              ),
          },
        ]),
    { label: t('billing:payments.delete'), danger: true, onSelect: () => setDeleting(card) },
  ];

  return (
    <Screen
      title="billing:payments.title"
      intro="billing:payments.intro"
      provider={cards.data?.provider}
      actions={
        <button type="button" className="primary" onClick={() => navigate('payments/add')}>
          {t('billing:payments.add')}
        </button>
      }
    >
      <p role="status" className="flash">
        {flash ?? ''}
      </p>
      {failure ? (
        <p role="alert" className="notice error">
          {errorMessage(failure)}
        </p>
      ) : null}
      <ResourceState resource={cards}>
        {({ results }) =>
          results.length === 0 ? (
            <p className="notice empty">{t('billing:payments.empty')}</p>
          ) : (
            <table>
              <caption>{t('billing:payments.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('billing:payments.card')}</th>
                  <th scope="col">{t('billing:payments.holder')}</th>
                  <th scope="col">{t('billing:payments.default')}</th>
                  <th scope="col">{t('billing:payments.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {results.map((card) => (
                  <tr key={card.id}>
                    <th scope="row">{cardLabel(card, t)}</th>
                    <td data-label={t('billing:payments.holder')}>{card.holder_name || '—'}</td>
                    <td data-label={card.default ? t('billing:payments.default') : undefined}>
                      {card.default ? (
                        <span className="status status-paid">{t('billing:payments.is_default')}</span>
                      ) : (
                        ''
                      )}
                    </td>
                    <td className="actions-cell">
                      <RowMenu
                        label={t('billing:payments.actions')}
                        name={t('billing:payments.menu', { card: cardLabel(card, t) })}
                        items={itemsOf(card)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </ResourceState>
      {deleting ? (
        <ConfirmDialog
          title={t('billing:payments.delete_title', { card: cardLabel(deleting, t) })}
          description={t(
            deleting.default ? 'billing:payments.delete_default' : 'billing:payments.delete_description',
          )}
          confirm={t('billing:payments.delete')}
          danger
          busy={busy}
          onConfirm={() =>
            void act(
              () => removeCard(deleting.id),
              t('billing:payments.deleted', { card: cardLabel(deleting, t) }),
            )
          }
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </Screen>
  );
}
