import type { SkillSettings } from '@omnicanal/api';
import { api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useMemo } from 'react';
import { EditForm } from '../../shared/EditForm.tsx';
import { LinkedBots } from './LinkedBots.tsx';
import { skillDescriptor, toSkillInput } from './model/skill-form.ts';

/** A skill's general settings (spec 002 §3 Skill), then the bots that use it, read-only. */
export function SkillGeneral({
  skill,
  onSaved,
}: {
  skill: SkillSettings;
  onSaved: () => void;
}): ReactElement {
  const t = useT();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts from the skill as opened; a save must not reset it.
  const descriptor = useMemo(() => skillDescriptor(skill, t), [skill.id, t]);
  return (
    <>
      <EditForm
        descriptor={descriptor}
        label="settings-skills:tabs.general"
        save={async (values) => {
          await api('core').post(`/skills/${skill.id}`, toSkillInput(values));
          onSaved();
        }}
      />
      <LinkedBots id={skill.id} />
    </>
  );
}
