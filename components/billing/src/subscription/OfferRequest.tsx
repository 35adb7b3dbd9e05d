import { useStore } from '@nanostores/react';
import { Acknowledgement } from '@omnicanal/api';
import { $locale, $user, api } from '@omnicanal/stores';
import { Form, type FormDescriptor, ModalDialog, useT } from '@omnicanal/ui';
import { type ReactElement, useState } from 'react';
import { countryOptions } from '../model/address-form.ts';

/** The offer form (spec 000 §3): name and phone required, prefilled from the user; details optional. */
function offerDescriptor(
  user: { first_name: string; last_name: string; phone_number?: string | null } | null,
  locale: string,
): FormDescriptor {
  return {
    fieldsets: [
      {
        fields: [
          {
            name: 'name',
            kind: 'text',
            label: 'billing:request.name',
            required: true,
            focus: true,
            value: user ? `${user.first_name} ${user.last_name}`.trim() : '',
          },
          {
            name: 'phone_number',
            kind: 'tel',
            label: 'billing:request.phone_number',
            required: true,
            value: user?.phone_number ?? '',
          },
          {
            name: 'country',
            kind: 'select',
            label: 'billing:request.country',
            required: true,
            placeholder: 'billing:address.choose_country',
            options: countryOptions(locale).map((c) => ({ text: c.text, value: c.text })),
            value: '',
          },
          { name: 'details', kind: 'textarea', label: 'billing:request.details', max_length: 2000 },
        ],
      },
    ],
  };
}

/**
 * The offer request (spec 002 §7 `POST /offers/send/`): the Enterprise plan is agreed with the
 * sales team, who receive the request and call back.
 */
export function OfferRequest({
  onSent,
  onCancel,
}: {
  onSent: () => void;
  onCancel: () => void;
}): ReactElement {
  const t = useT();
  const user = useStore($user);
  const locale = useStore($locale);
  const [descriptor] = useState(() => offerDescriptor(user, locale));
  return (
    <ModalDialog
      title={t('billing:request.title')}
      description={t('billing:request.intro')}
      onCancel={onCancel}
      // The form's own row holds Cancel beside its submit button.
      actions={null}
    >
      <Form
        descriptor={descriptor}
        label="billing:request.title"
        submitLabel="billing:request.send"
        secondaryAction={
          <button type="button" onClick={onCancel}>
            {t('billing:cancel')}
          </button>
        }
        onSubmit={async (values) => {
          await api('core').post(
            '/offers/send/',
            {
              name: String(values.name ?? '').trim(),
              phone_number: String(values.phone_number ?? ''),
              country: String(values.country ?? ''),
              details: String(values.details ?? '').trim(),
            },
            { answer: Acknowledgement },
          );
          onSent();
        }}
      />
    </ModalDialog>
  );
}
