import { useStore } from '@nanostores/react';
import { $user } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { canOpen } from './model/permissions.ts';
import { sectionOf } from './model/sections.ts';
import { SectionScreen } from './Sections.tsx';

/** Attributes of `<oc-settings>` beyond the common ones. */
export interface SettingsProps {
  /** Which area: `agents`, `skills`, `msglib`… (see `SETTINGS_SECTIONS`). */
  section?: string;
  /** What is below the area in the path: `add`, an id… */
  item?: string;
}

/**
 * `<oc-settings>`: one settings area at a time. A user whose role does not reach the area sees the
 * refusal rather than a screen whose every call would fail.
 */
export function Settings({ section, item }: SettingsProps): ReactElement {
  const t = useT();
  const user = useStore($user);
  const known = sectionOf(section);
  if (!known)
    return (
      <p role="alert" className="settings-notice">
        {t('settings:unknown_section')}
      </p>
    );
  if (!user)
    return (
      <p role="status" className="settings-notice">
        {t('settings:list.loading')}
      </p>
    );
  if (!canOpen(user.user_role, known))
    return (
      <p role="alert" className="settings-notice">
        {t('common:errors.permission_denied')}
      </p>
    );
  return <SectionScreen key={known} section={known} item={item || undefined} />;
}
