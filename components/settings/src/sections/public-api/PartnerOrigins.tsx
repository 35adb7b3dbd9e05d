import type { PartnerOrigin, PartnerOriginInput } from '@omnicanal/api';
import { useResource } from '@omnicanal/element';
import { api } from '@omnicanal/stores';
import { Form, type FormDescriptor, useT } from '@omnicanal/ui';
import { type ReactElement, useState } from 'react';
import { ConfirmDialog } from '../../ConfirmDialog.tsx';
import { CardTable } from '../../shared/CardTable.tsx';
import { ResourceState } from '../../shared/ResourceState.tsx';
import { SettingsCard } from '../../shared/SettingsCard.tsx';

const PATH = '/partner-origins/';

/** An origin as browsers send it: scheme and host (and port), nothing after; a trailing slash is taken. */
const ORIGIN_PATTERN = '^https?://[^/?#@\\s]+/?$';

/** The add form: one origin. */
const DESCRIPTOR: FormDescriptor = {
  fieldsets: [
    {
      fields: [
        {
          name: 'origin',
          kind: 'text',
          label: 'settings-account:partner_origins.origin',
          helper: 'settings-account:partner_origins.origin_hint',
          required: true,
          max_length: 255,
          validation: ORIGIN_PATTERN,
          validationMsg: 'settings-account:partner_origins.origin_invalid',
        },
      ],
    },
  ],
};

/**
 * The company's partner origins: the pages of a partner's CRM that may embed the console's
 * elements for this company (their calls and their socket), besides those the deployment allows.
 * Administrators add one and remove one from its row menu, after confirming.
 */
export function PartnerOrigins(): ReactElement {
  const t = useT();
  const resource = useResource(
    (signal) => api('core').get<PartnerOrigin[]>(PATH, { signal }),
    'partner-origins',
  );
  // A new form (empty field) after each origin added.
  const [added, setAdded] = useState(0);
  const [removing, setRemoving] = useState<PartnerOrigin | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    setFailure(null);
    try {
      await api('core').delete(`${PATH}${removing.id}`);
      resource.reload();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  return (
    <SettingsCard
      title="settings-account:partner_origins.title"
      intro="settings-account:partner_origins.intro"
      failure={failure}
    >
      <ResourceState resource={resource}>
        {(origins) =>
          origins.length === 0 ? (
            <p role="status">{t('settings-account:partner_origins.empty')}</p>
          ) : (
            <CardTable
              caption="settings-account:partner_origins.title"
              columns={['settings-account:partner_origins.origin']}
              rows={origins}
              rowKey={(origin) => origin.id}
              cells={(origin) => [<code key="origin">{origin.origin}</code>]}
              menu={(origin) => ({
                name: t('settings-account:partner_origins.actions_named', { origin: origin.origin }),
                items: [
                  {
                    label: t('settings-account:partner_origins.remove'),
                    danger: true,
                    onSelect: () => setRemoving(origin),
                  },
                ],
              })}
            />
          )
        }
      </ResourceState>
      <Form
        key={added}
        descriptor={DESCRIPTOR}
        label="settings-account:partner_origins.add"
        submitLabel="settings-account:partner_origins.add"
        onSubmit={async (values) => {
          const input: PartnerOriginInput = { origin: String(values.origin ?? '') };
          await api('core').post<PartnerOrigin>(PATH, input);
          resource.reload();
          setAdded((n) => n + 1);
        }}
      />
      {removing ? (
        <ConfirmDialog
          title="settings-account:partner_origins.confirm_title"
          description="settings-account:partner_origins.confirm_text"
          values={{ origin: removing.origin }}
          confirm="settings-account:partner_origins.remove"
          danger
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </SettingsCard>
  );
}
