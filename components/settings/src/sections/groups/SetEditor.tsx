import type { Skill } from '@omnicanal/api';
import { leaveFlash, useResource } from '@omnicanal/element';
import { api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import { EditForm } from '../../shared/EditForm.tsx';
import { ResourceState } from '../../shared/ResourceState.tsx';
import type { NamedSet, SetKind } from './model/named-set.ts';
import { setDescriptor, toSetInput } from './model/set-form.ts';

interface Loaded {
  item: NamedSet | null;
  skills: Skill[];
}

/**
 * The form of a new (`id` unset) or stored skill group or sub-account. Once saved, the list shows
 * again with a sentence saying so; a refused name stays under its field.
 */
export function SetEditor({ kind, id }: { kind: SetKind; id?: number }): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const key = (name: string) => `settings-skills:${kind.texts}.${name}`;
  const loaded = useResource<Loaded>(
    async (signal) => {
      const [item, skills] = await Promise.all([
        id === undefined ? null : api('core').get<NamedSet>(`${kind.path}/${id}`, { signal }),
        api('core').get<Skill[]>('/skills/', { signal }),
      ]);
      return { item, skills };
    },
    String(id ?? 'add'),
  );
  const back = (
    <button type="button" onClick={() => navigate(kind.section)}>
      {t('settings:back')}
    </button>
  );
  return (
    <Section title={key(id === undefined ? 'add_title' : 'edit_title')} actions={back}>
      <ResourceState resource={loaded}>
        {(data) => (
          <EditForm
            descriptor={setDescriptor(data.item, data.skills)}
            label={key(id === undefined ? 'add_title' : 'edit_title')}
            save={async (values) => {
              const input = toSetInput(values);
              if (id === undefined) await api('core').post(`${kind.path}/`, input);
              else await api('core').post(`${kind.path}/${id}`, input);
              return () => {
                leaveFlash({ key: 'settings:saved' });
                navigate(kind.section);
              };
            }}
          />
        )}
      </ResourceState>
    </Section>
  );
}
