import { useStore } from '@nanostores/react';
import { useResource } from '@omnicanal/element';
import { $locale } from '@omnicanal/stores';
import { Form, useT } from '@omnicanal/ui';
import { type ReactElement, useState } from 'react';
import { addressDescriptor, toAddress } from '../model/address-form.ts';
import { readBillingDetails, writeBillingAddress } from '../model/client.ts';
import { useNavigate } from '../navigation.ts';
import { ResourceState } from '../shared/ResourceState.tsx';
import { Screen } from '../shared/Screen.tsx';

/**
 * The billing address (spec 002 §3, §5: a valid one is needed before payment). The server checks
 * it with the shared schema; its field errors show under their fields.
 */
export function AddressForm(): ReactElement {
  const t = useT();
  const locale = useStore($locale);
  const navigate = useNavigate();
  const details = useResource(() => readBillingDetails(), 'address');
  const [saved, setSaved] = useState(false);
  return (
    <Screen title="billing:address.title" intro="billing:address.intro">
      <ResourceState resource={details}>
        {({ address }) => (
          <div className="editor">
            <Form
              key={locale}
              descriptor={addressDescriptor(address, locale)}
              label="billing:address.title"
              submitLabel="billing:save"
              onValues={() => setSaved(false)}
              onSubmit={async (values) => {
                await writeBillingAddress(toAddress(values));
                setSaved(true);
              }}
            />
            <p role="status" className="flash">
              {saved ? t('billing:address.saved') : ''}
            </p>
            {saved ? (
              <button type="button" className="link" onClick={() => navigate('subscription')}>
                {t('billing:address.to_plans')}
              </button>
            ) : null}
          </div>
        )}
      </ResourceState>
    </Screen>
  );
}
