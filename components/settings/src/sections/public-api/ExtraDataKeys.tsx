import { EXTRA_DATA_KEY_PATTERN, type ExtraDataKey, type ExtraDataKeyInput } from '@omnicanal/api';
import { useResource } from '@omnicanal/element';
import { api } from '@omnicanal/stores';
import { Form, type FormDescriptor, useT } from '@omnicanal/ui';
import { type ReactElement, useState } from 'react';
import { ConfirmDialog } from '../../ConfirmDialog.tsx';
import { CardTable } from '../../shared/CardTable.tsx';
import { ResourceState } from '../../shared/ResourceState.tsx';
import { SettingsCard } from '../../shared/SettingsCard.tsx';

const PATH = '/extra-data-keys';

/** The add form: the key a website sends, and the label agents read it under. */
const DESCRIPTOR: FormDescriptor = {
  fieldsets: [
    {
      fields: [
        {
          name: 'label',
          kind: 'text',
          label: 'settings-account:extra_data_keys.label',
          required: true,
          max_length: 128,
        },
        {
          name: 'key',
          kind: 'text',
          label: 'settings-account:extra_data_keys.key',
          helper: 'settings-account:extra_data_keys.key_hint',
          required: true,
          max_length: 64,
          validation: EXTRA_DATA_KEY_PATTERN,
          validationMsg: 'settings-account:extra_data_keys.key_invalid',
        },
      ],
    },
  ],
};

/**
 * The company's extra data keys: what a website may pass about its visitor (`extraData` of the
 * widget), shown to agents in the guest panel under its label. Administrators add a key and delete
 * one from its row menu, after confirming; values already kept on guests stay.
 */
export function ExtraDataKeys(): ReactElement {
  const t = useT();
  const resource = useResource(
    (signal) => api('guests').get<ExtraDataKey[]>(PATH, { signal }),
    'extra-data-keys',
  );
  // A new form (empty fields) after each key added.
  const [added, setAdded] = useState(0);
  const [deleting, setDeleting] = useState<ExtraDataKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    setFailure(null);
    try {
      await api('guests').delete(`${PATH}/${encodeURIComponent(deleting.key)}`);
      resource.reload();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  return (
    <SettingsCard
      title="settings-account:extra_data_keys.title"
      intro="settings-account:extra_data_keys.intro"
      failure={failure}
    >
      <ResourceState resource={resource}>
        {(keys) =>
          keys.length === 0 ? (
            <p role="status">{t('settings-account:extra_data_keys.empty')}</p>
          ) : (
            <CardTable
              caption="settings-account:extra_data_keys.title"
              columns={['settings-account:extra_data_keys.label', 'settings-account:extra_data_keys.key']}
              rows={keys}
              rowKey={(key) => key.key}
              cells={(key) => [key.label, <code key="key">{key.key}</code>]}
              menu={(key) => ({
                name: t('settings-account:extra_data_keys.actions_named', { label: key.label }),
                items: [{ label: t('settings:delete'), danger: true, onSelect: () => setDeleting(key) }],
              })}
            />
          )
        }
      </ResourceState>
      <Form
        key={added}
        descriptor={DESCRIPTOR}
        label="settings-account:extra_data_keys.add"
        submitLabel="settings-account:extra_data_keys.add"
        onSubmit={async (values) => {
          const input: ExtraDataKeyInput = {
            key: String(values.key ?? ''),
            label: String(values.label ?? ''),
          };
          await api('guests').post<ExtraDataKey>(PATH, input);
          resource.reload();
          setAdded((n) => n + 1);
        }}
      />
      {deleting ? (
        <ConfirmDialog
          title="settings-account:extra_data_keys.confirm_title"
          description="settings-account:extra_data_keys.confirm_text"
          values={{ label: deleting.label }}
          confirm="settings:delete"
          danger
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </SettingsCard>
  );
}
