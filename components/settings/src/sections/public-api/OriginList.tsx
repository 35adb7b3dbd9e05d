import type { PartnerOrigin, PartnerOriginInput } from '@omnicanal/api';
import { useResource } from '@omnicanal/element';
import { api } from '@omnicanal/stores';
import { Form, type FormDescriptor, useT } from '@omnicanal/ui';
import { type ReactElement, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../ConfirmDialog.tsx';
import { CardTable } from '../../shared/CardTable.tsx';
import { ResourceState } from '../../shared/ResourceState.tsx';
import { SettingsCard } from '../../shared/SettingsCard.tsx';

/** An origin as browsers send it: scheme and host (and port), nothing after; a trailing slash is taken. */
const ORIGIN_PATTERN = '^https?://[^/?#@\\s]+/?$';

/** One list of origins of the company: where it lives on the core API and the words of its card. */
export interface OriginListProps {
  /** The collection's path on the core API (`/partner-origins/`). */
  path: string;
  /**
   * The translation keys' prefix (`settings-account:partner_origins`): its `title`, `intro`,
   * `origin`, `origin_hint`, `origin_invalid`, `add`, `empty`, `actions_named`, `remove`,
   * `confirm_title` and `confirm_text`.
   */
  keys: string;
}

/**
 * A company's list of web origins (partner origins, website domains): listed in a table, added one
 * at a time (refused on the field unless an origin), removed from a row menu after confirming.
 * Both lists have the same shape on the server (`{id, origin, created_at}`).
 */
export function OriginList({ path, keys }: OriginListProps): ReactElement {
  const t = useT();
  const resource = useResource((signal) => api('core').get<PartnerOrigin[]>(path, { signal }), path);
  const descriptor = useMemo<FormDescriptor>(
    () => ({
      fieldsets: [
        {
          fields: [
            {
              name: 'origin',
              kind: 'text',
              label: `${keys}.origin`,
              helper: `${keys}.origin_hint`,
              required: true,
              max_length: 255,
              validation: ORIGIN_PATTERN,
              validationMsg: `${keys}.origin_invalid`,
            },
          ],
        },
      ],
    }),
    [keys],
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
      await api('core').delete(`${path}${removing.id}`);
      resource.reload();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  return (
    <SettingsCard title={`${keys}.title`} intro={`${keys}.intro`} failure={failure}>
      <ResourceState resource={resource}>
        {(origins) =>
          origins.length === 0 ? (
            <p role="status">{t(`${keys}.empty`)}</p>
          ) : (
            <CardTable
              caption={`${keys}.title`}
              columns={[`${keys}.origin`]}
              rows={origins}
              rowKey={(origin) => origin.id}
              cells={(origin) => [<code key="origin">{origin.origin}</code>]}
              menu={(origin) => ({
                name: t(`${keys}.actions_named`, { origin: origin.origin }),
                items: [
                  {
                    label: t(`${keys}.remove`),
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
        descriptor={descriptor}
        label={`${keys}.add`}
        submitLabel={`${keys}.add`}
        onSubmit={async (values) => {
          const input: PartnerOriginInput = { origin: String(values.origin ?? '') };
          await api('core').post<PartnerOrigin>(path, input);
          resource.reload();
          setAdded((n) => n + 1);
        }}
      />
      {removing ? (
        <ConfirmDialog
          title={`${keys}.confirm_title`}
          description={`${keys}.confirm_text`}
          values={{ origin: removing.origin }}
          confirm={`${keys}.remove`}
          danger
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </SettingsCard>
  );
}
