import { useStore } from '@nanostores/react';
import { hasRank } from '@omnicanal/core';
import { $config, $user } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import type { SectionProps } from '../props.ts';
import { GROUPS } from './model/named-set.ts';
import { setRoute } from './model/set-route.ts';
import { SetEditor } from './SetEditor.tsx';
import { SetList } from './SetList.tsx';

/**
 * `section="groups"` (spec 002 §2): content managers and up read the skill groups; adding, editing
 * and deleting need an admin in the self-hosted edition, and the server says the same.
 */
export function GroupsSection({ item }: SectionProps): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const user = useStore($user);
  const { edition } = useStore($config);
  const canWrite = Boolean(user && hasRank(user.user_role, 'admin')) && edition !== 'hosted';
  const route = setRoute(item);
  if (route.screen === 'list')
    return (
      <SetList
        kind={GROUPS}
        canWrite={canWrite}
        notice={canWrite ? undefined : 'settings-skills:groups.read_only'}
      />
    );
  if (route.screen === 'missing' || !canWrite)
    return (
      <Section title="settings:sections.groups">
        <p role="alert" className="settings-notice">
          {t(
            route.screen === 'missing' ? 'settings-skills:groups.missing' : 'common:errors.permission_denied',
          )}
        </p>
        <button type="button" onClick={() => navigate('groups')}>
          {t('settings:back')}
        </button>
      </Section>
    );
  return <SetEditor key={item} kind={GROUPS} id={route.screen === 'edit' ? route.id : undefined} />;
}
