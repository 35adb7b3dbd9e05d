import { useStore } from '@nanostores/react';
import { $config } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import type { SectionProps } from '../props.ts';
import { skillsRoute } from './model/route.ts';
import { SkillCreate } from './SkillCreate.tsx';
import { SkillEditor } from './SkillEditor.tsx';
import { SkillList } from './SkillList.tsx';

/**
 * `section="skills"` (spec 002 §2, admin, self-hosted edition only): the list, `add`, and a skill's
 * screen at `<id>` with its web chat, widget and opening hours below it.
 */
export function SkillsSection({ item }: SectionProps): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const { edition } = useStore($config);
  // Spec 000 §1: skills are a self-hosted screen; the server answers 404 in the hosted edition.
  if (edition === 'hosted')
    return (
      <Section title="settings:sections.skills">
        <p role="status" className="settings-notice">
          {t('settings-skills:hosted')}
        </p>
      </Section>
    );
  const route = skillsRoute(item);
  switch (route.screen) {
    case 'list':
      return <SkillList />;
    case 'add':
      return <SkillCreate />;
    case 'edit':
      return <SkillEditor key={route.id} id={route.id} tab={route.tab} />;
    case 'missing':
      return (
        <Section title="settings:sections.skills">
          <p role="alert" className="settings-notice">
            {t('settings-skills:missing')}
          </p>
          <button type="button" onClick={() => navigate('skills')}>
            {t('settings:back')}
          </button>
        </Section>
      );
  }
}
