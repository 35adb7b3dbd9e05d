import type { Skill } from '@omnicanal/api';
import { useResource } from '@omnicanal/element';
import { api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useId } from 'react';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import { ResourceState } from '../../shared/ResourceState.tsx';
import type { SectionProps } from '../props.ts';
import { SkillLiveChat, SkillWidget } from '../skills/SkillWebForms.tsx';

/** The skill whose chat is shown: `item` is its id; none until one is picked. */
export function chosenSkill(item: string | undefined, skills: readonly Skill[]): Skill | null {
  const id = Number(item);
  return skills.find((skill) => skill.id === id) ?? null;
}

/**
 * `section="chat"`: the web chat of one skill (spec 002 §3) — the live-chat card and the widget's
 * looks and place. Pick a skill, then edit; the path keeps the skill (`/settings/chat/2`).
 */
export function ChatSection({ item }: SectionProps): ReactElement {
  const skills = useResource((signal) => api('core').get<Skill[]>('/skills/', { signal }), 'skills');
  return (
    <Section title="settings:sections.chat" intro="settings-account:chat.intro">
      <ResourceState resource={skills}>{(list) => <ChatScreen item={item} skills={list} />}</ResourceState>
    </Section>
  );
}

function ChatScreen({ item, skills }: { item: string | undefined; skills: Skill[] }): ReactElement {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const skill = chosenSkill(item, skills);
  if (skills.length === 0) return <p role="status">{t('settings-account:chat.no_skill')}</p>;
  return (
    <>
      <div className="oc-form-field">
        <label htmlFor={`${id}-skill`} className="oc-form-label">
          {t('settings-account:chat.skill')}
        </label>
        <select
          id={`${id}-skill`}
          value={skill ? String(skill.id) : ''}
          onChange={(event) => navigate('chat', event.currentTarget.value || undefined)}
        >
          <option value="">{t('form:select_placeholder')}</option>
          {skills.map((choice) => (
            <option key={choice.id} value={String(choice.id)}>
              {choice.name}
            </option>
          ))}
        </select>
      </div>
      {skill ? (
        <div key={skill.id}>
          <h2>{t('settings-account:chat.live_chat')}</h2>
          <SkillLiveChat id={skill.id} />
          <h2>{t('settings-account:chat.widget')}</h2>
          <SkillWidget id={skill.id} />
        </div>
      ) : (
        <p role="status">{t('settings-account:chat.pick')}</p>
      )}
    </>
  );
}
