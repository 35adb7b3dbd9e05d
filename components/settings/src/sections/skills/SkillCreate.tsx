import type { SkillSettings } from '@omnicanal/api';
import { useDirty } from '@omnicanal/element';
import { api } from '@omnicanal/stores';
import { Form, useT } from '@omnicanal/ui';
import { type ReactElement, useMemo } from 'react';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import { skillDescriptor, toSkillInput } from './model/skill-form.ts';

/** `add`: a new skill; once saved, its own screen opens, where its web chat and hours are set. */
export function SkillCreate(): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const dirty = useDirty();
  const descriptor = useMemo(() => skillDescriptor(null, t), [t]);
  const back = (
    <button type="button" onClick={() => navigate('skills')}>
      {t('settings:back')}
    </button>
  );
  return (
    <Section title="settings-skills:add_title" actions={back}>
      <div onInput={dirty.mark} onChange={dirty.mark}>
        <Form
          descriptor={descriptor}
          label="settings-skills:add_title"
          submitLabel="settings:save"
          onSubmit={async (values) => {
            const skill = await api('core').post<SkillSettings>('/skills/', toSkillInput(values));
            dirty.clean();
            navigate('skills', String(skill.id));
          }}
        />
      </div>
    </Section>
  );
}
