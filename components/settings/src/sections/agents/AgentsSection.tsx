import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import type { SectionProps } from '../props.ts';
import { AgentEditor } from './AgentEditor.tsx';
import { AgentList } from './AgentList.tsx';
import { agentsRoute } from './model/route.ts';

/**
 * `section="agents"` (spec 002 §2, managers and up): the company's users, `add` to invite one,
 * and an agent's screen at `{uuid}` (a pk works too).
 */
export function AgentsSection({ item }: SectionProps): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const route = agentsRoute(item);
  switch (route.screen) {
    case 'list':
      return <AgentList />;
    case 'add':
      return <AgentEditor />;
    case 'edit':
      return <AgentEditor key={route.ref} agentRef={route.ref} />;
    case 'missing':
      return (
        <Section title="settings:sections.agents">
          <p role="alert" className="settings-notice">
            {t('settings-agents:missing')}
          </p>
          <button type="button" onClick={() => navigate('agents')}>
            {t('settings:back')}
          </button>
        </Section>
      );
  }
}
