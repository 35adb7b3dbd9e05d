import { fetchThirdPartyAccount, saveThirdPartyAccount, type ThirdPartyAccount } from '@omnicanal/api';
import { type ThirdPartyKind, thirdPartyKind } from '@omnicanal/core';
import { useResource } from '@omnicanal/element';
import { api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useState } from 'react';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import { EditForm } from '../../shared/EditForm.tsx';
import { ResourceState } from '../../shared/ResourceState.tsx';
import { ACCOUNT_VALIDATORS, accountDescriptor, type Named, toAccountInput } from './model/account-form.ts';
import { SftpKeyPanel } from './SftpKeyPanel.tsx';

/*
 * What the server does with an account of each kind today, said on its form: nothing pretends
 * (the local callback provider records launches and calls nobody; kinds no feature uses yet are
 * only kept).
 */
const USAGE: Readonly<Record<string, string>> = {
  sftp: 'sftp',
  pipedrive: 'crm_search',
  zencall: 'callback_local',
};
const usageOf = (kind: string) => USAGE[kind] ?? 'kept_only';

interface EditorData {
  account: ThirdPartyAccount | null;
  kind: ThirdPartyKind;
  skills: Named[];
}

/**
 * A new account of `kind` (`add/{kind}`) or an account to change (`edit/{id}`): the kind's fields
 * from the catalogue, the skills it serves; an SFTP account also shows our public key and the
 * confirmation of its server's key. A new SFTP account stays open once saved, to be confirmed.
 */
export function AccountEditor({
  kind,
  id,
}: {
  kind: ThirdPartyKind | null;
  id: number | null;
}): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  // The account as the server last answered it (a confirmation changes it without a reload).
  const [current, setCurrent] = useState<ThirdPartyAccount | null>(null);
  const data = useResource<EditorData>(
    async (signal) => {
      const [account, skills] = await Promise.all([
        id === null ? null : fetchThirdPartyAccount(api('thirdparties'), id),
        api('core').get<Named[]>('/skills/', { signal }),
      ]);
      const found = kind ?? (account ? thirdPartyKind(account.kind) : undefined);
      if (!found) throw new Error(`unknown kind ${account?.kind}`);
      return { account, kind: found, skills: skills.map((s) => ({ id: s.id, name: s.name })) };
    },
    `thirdparty-${id ?? kind?.kind}`,
  );
  const title = id === null ? 'settings-thirdparties:new' : 'settings-thirdparties:edit';
  const back = (
    <button type="button" onClick={() => navigate('third-parties')}>
      {t('settings:back')}
    </button>
  );
  return (
    <Section title={title} actions={back}>
      <ResourceState resource={data}>
        {({ account, kind: shown, skills }) => {
          const latest = current ?? account;
          return (
            <>
              <p className="intro">
                {t('settings-thirdparties:kind_line', {
                  category: t(`settings-thirdparties:categories.${shown.category}`),
                  kind: t(`settings-thirdparties:kinds.${shown.kind}`),
                })}
              </p>
              <p className="settings-notice">{t(`settings-thirdparties:usage.${usageOf(shown.kind)}`)}</p>
              <EditForm
                descriptor={accountDescriptor(shown, account, skills)}
                label={title}
                validators={ACCOUNT_VALIDATORS}
                save={async (values) => {
                  const saved = await saveThirdPartyAccount(
                    api('thirdparties'),
                    shown.kind,
                    account?.id ?? null,
                    toAccountInput(shown, values),
                  );
                  setCurrent(saved);
                  if (account) return undefined;
                  // A new SFTP server is confirmed next, on its own screen.
                  return () =>
                    shown.category === 'sftp'
                      ? navigate('third-parties', `edit/${saved.id}`)
                      : navigate('third-parties');
                }}
              />
              {shown.category === 'sftp' ? <SftpKeyPanel account={latest} onConfirmed={setCurrent} /> : null}
            </>
          );
        }}
      </ResourceState>
    </Section>
  );
}
