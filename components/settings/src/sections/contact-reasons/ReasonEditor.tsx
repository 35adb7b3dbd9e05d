import { useStore } from '@nanostores/react';
import type { ContactReason } from '@omnicanal/api';
import { leaveFlash, useResource } from '@omnicanal/element';
import { $session, api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { showsSubaccounts } from '../../model/scope-fields.ts';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import { type Directory, loadDirectory } from '../../shared/directory.ts';
import { EditForm } from '../../shared/EditForm.tsx';
import { ResourceState } from '../../shared/ResourceState.tsx';
import { reasonDescriptor, toReasonInput } from './model/reason-form.ts';

interface Loaded extends Directory {
  reason: ContactReason | null;
}

/** The form of a new (`id` unset) or stored contact reason; once saved, back to the list. */
export function ReasonEditor({ id }: { id?: number }): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const { customer, user } = useStore($session);
  const withSubaccounts = showsSubaccounts(customer, user?.user_role);
  const loaded = useResource<Loaded>(
    async (signal) => {
      const [reason, directory] = await Promise.all([
        id === undefined ? null : api('agents').get<ContactReason>(`/contactreasons/${id}`, { signal }),
        loadDirectory(signal, withSubaccounts),
      ]);
      return { reason, ...directory };
    },
    `${id ?? 'add'}:${withSubaccounts}`,
  );
  const title =
    id === undefined ? 'settings-content:reasons.add_title' : 'settings-content:reasons.edit_title';
  const back = (
    <button type="button" onClick={() => navigate('contact-reasons')}>
      {t('settings:back')}
    </button>
  );
  return (
    <Section title={title} actions={back}>
      <ResourceState resource={loaded}>
        {(data) => (
          <EditForm
            descriptor={reasonDescriptor(data.reason, data.skills, data.subaccounts)}
            label={title}
            save={async (values) => {
              const input = toReasonInput(values, data.reason);
              if (id === undefined) await api('agents').post('/contactreasons/', input);
              else await api('agents').post(`/contactreasons/${id}`, input);
              return () => {
                leaveFlash({ key: 'settings:saved' });
                navigate('contact-reasons');
              };
            }}
          />
        )}
      </ResourceState>
    </Section>
  );
}
