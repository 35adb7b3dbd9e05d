import { useStore } from '@nanostores/react';
import type { AccountUser } from '@omnicanal/api';
import { useEmit, useResource } from '@omnicanal/element';
import { $config, $locale, api, setLocale, setUser } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import type { MouseEvent, ReactElement } from 'react';
import { Section } from '../../Section.tsx';
import { EditForm } from '../../shared/EditForm.tsx';
import { ResourceState } from '../../shared/ResourceState.tsx';
import type { SectionProps } from '../props.ts';
import { accountDescriptor, toAccountUpdate } from './model/account-form.ts';

const PATH = '/user/account';

/** `section="account"`: the signed-in user's profile and notification choices (spec 000 §3). */
export function AccountSection(_props: SectionProps): ReactElement {
  const t = useT();
  const account = useResource((signal) => api('core').get<AccountUser>(PATH, { signal }), PATH);
  return (
    <Section title="settings:sections.account">
      <ResourceState resource={account}>
        {(user) => (
          <EditForm
            descriptor={accountDescriptor(user, t)}
            label="settings:sections.account"
            save={async (values) => {
              const saved = await api('core').post<AccountUser>(PATH, toAccountUpdate(values));
              const { two_factor: _, ...rest } = saved;
              setUser(rest);
              if ($locale.get() !== saved.language) setLocale(saved.language);
              return undefined;
            }}
          />
        )}
      </ResourceState>
      <SecurityLinks />
    </Section>
  );
}

/** Two-factor for everyone; changing the password is a screen of the hosted edition (spec 000 §2). */
function SecurityLinks(): ReactElement {
  const t = useT();
  const emit = useEmit();
  const { edition } = useStore($config);
  const go = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    emit('oc-navigate', { path });
  };
  return (
    <nav aria-label={t('settings-account:account.security')}>
      <ul className="settings-links">
        <li>
          <a href="/settings/account/security" onClick={go('/settings/account/security')}>
            {t('settings-account:account.two_factor')}
          </a>
        </li>
        {edition === 'hosted' ? (
          <li>
            <a href="/password/change" onClick={go('/password/change')}>
              {t('settings-account:account.change_password')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
