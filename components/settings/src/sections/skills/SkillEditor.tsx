import type { SkillSettings } from '@omnicanal/api';
import { useResource } from '@omnicanal/element';
import { api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import type { MouseEvent, ReactElement } from 'react';
import { sectionPath } from '../../model/sections.ts';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import { ResourceState } from '../../shared/ResourceState.tsx';
import { SKILL_TABS, type SkillTab, skillItem } from './model/route.ts';
import { SkillCalendarForm } from './SkillCalendarForm.tsx';
import { SkillGeneral } from './SkillGeneral.tsx';
import { SkillLiveChat, SkillWidget } from './SkillWebForms.tsx';

/**
 * A skill's screen: its name above, then one tab per part (general settings, web chat, widget,
 * opening hours), each its own path so a link or the browser's Back lands on the same part.
 */
export function SkillEditor({ id, tab }: { id: number; tab: SkillTab }): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const skill = useResource(
    (signal) => api('core').get<SkillSettings>(`/skills/${id}`, { signal }),
    String(id),
  );
  const open = (event: MouseEvent, next: SkillTab) => {
    event.preventDefault();
    navigate('skills', skillItem(id, next));
  };
  const back = (
    <button type="button" onClick={() => navigate('skills')}>
      {t('settings:back')}
    </button>
  );
  return (
    <Section title="settings-skills:edit_title" actions={back}>
      <ResourceState resource={skill}>
        {(data) => (
          <>
            <p className="intro">{t('settings-skills:editing', { name: data.name })}</p>
            <nav aria-label={t('settings-skills:tabs.label')} className="settings-tabs">
              <ul>
                {SKILL_TABS.map((name) => (
                  <li key={name}>
                    <a
                      href={sectionPath('skills', skillItem(id, name))}
                      aria-current={name === tab ? 'page' : undefined}
                      onClick={(event) => open(event, name)}
                    >
                      {t(`settings-skills:tabs.${name}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            {tab === 'general' ? <SkillGeneral skill={data} onSaved={skill.reload} /> : null}
            {tab === 'live-chat' ? <SkillLiveChat id={id} /> : null}
            {tab === 'widget' ? <SkillWidget id={id} /> : null}
            {tab === 'calendar' ? <SkillCalendarForm skill={data} onSaved={skill.reload} /> : null}
          </>
        )}
      </ResourceState>
    </Section>
  );
}
