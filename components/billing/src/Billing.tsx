import { useStore } from '@nanostores/react';
import { hasRank } from '@omnicanal/core';
import { $config, $user } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { AddressForm } from './address/AddressForm.tsx';
import { Invoices } from './invoices/Invoices.tsx';
import { sectionOf } from './model/sections.ts';
import { AddCard } from './payments/AddCard.tsx';
import { PaymentMethods } from './payments/PaymentMethods.tsx';
import { Subscription } from './subscription/Subscription.tsx';
import { Summary } from './summary/Summary.tsx';

/** Attributes of `<oc-billing>` beyond the common ones. */
export interface BillingProps {
  /** Which screen (see `SECTIONS`), with the plans' offer and currency (`subscription/pro/eur`). */
  section?: string;
}

/**
 * `<oc-billing>`: one billing screen at a time. Billing exists in the hosted edition only, for
 * administrators and the owner (spec 002 §2); anyone else sees why rather than calls that fail.
 */
export function Billing({ section }: BillingProps): ReactElement {
  const t = useT();
  const user = useStore($user);
  const { edition } = useStore($config);
  const route = sectionOf(section);
  const notice = (key: string, role: 'alert' | 'status' = 'alert') => (
    <p role={role} className="notice">
      {t(key)}
    </p>
  );
  if (!route) return notice('billing:unknown_section');
  if (edition !== 'hosted') return notice('billing:self_hosted');
  if (!user) return notice('billing:loading', 'status');
  if (!hasRank(user.user_role, 'admin')) return notice('billing:permission_denied');
  switch (route.section) {
    case 'subscription':
      return (
        <Subscription
          key={`${route.offer}/${route.currency}`}
          offer={route.offer}
          currency={route.currency}
        />
      );
    case 'address':
      return <AddressForm />;
    case 'payments':
      return <PaymentMethods />;
    case 'payments/add':
      return <AddCard />;
    case 'invoices':
      return <Invoices />;
    case 'summary':
      return <Summary />;
  }
}
