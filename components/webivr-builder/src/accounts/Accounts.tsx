import { useStore } from '@nanostores/react';
import { deleteWebivrAccount, fetchWebivrAccounts, type WebivrAccount } from '@omnicanal/api';
import { hasRank } from '@omnicanal/core';
import { type Flash, takeFlash, useResource } from '@omnicanal/element';
import { errorMessage } from '@omnicanal/i18n';
import { $user } from '@omnicanal/stores';
import { ConfirmDialog, RowMenu, type RowMenuItem, Screen, useT } from '@omnicanal/ui';
import { type ReactElement, useState } from 'react';
import { Loading } from '../content/Loading.tsx';
import { useGo } from '../content/useGo.ts';
import { listSkills, productionLabels, webivr } from '../model/content-client.ts';
import { paths } from '../model/views.ts';
import { DuplicateDialog } from './DuplicateDialog.tsx';

/**
 * `/webivr` (spec 001 §2, §3 "Web IVR account"): the company's web IVRs with their skill, language,
 * production version ("No production version" before the first publish) and a mark when the
 * working version has unpublished changes. A row opens the builder on its working version; its
 * menu edits (admins), duplicates under a new label or deletes after confirmation.
 */
export function Accounts(): ReactElement {
  const t = useT();
  const go = useGo();
  const user = useStore($user);
  const admin = user ? hasRank(user.user_role, 'admin') : false;
  const [flash, setFlash] = useState<Flash | null>(takeFlash);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WebivrAccount | null>(null);
  const [copying, setCopying] = useState<WebivrAccount | null>(null);
  const [busy, setBusy] = useState(false);
  const loaded = useResource(async (signal) => {
    const [accounts, skills] = await Promise.all([fetchWebivrAccounts(webivr()), listSkills(signal)]);
    return { accounts, skills, labels: await productionLabels(accounts) };
  }, 'accounts');

  const remove = async (account: WebivrAccount) => {
    setBusy(true);
    setFailure(null);
    try {
      await deleteWebivrAccount(webivr(), account.id);
      setFlash({ key: 'webivr-content:accounts.deleted', values: { name: account.label } });
      loaded.reload();
    } catch (error) {
      setFailure(errorMessage(error));
    }
    setDeleting(null);
    setBusy(false);
  };

  const itemsOf = (account: WebivrAccount): RowMenuItem[] => {
    const items: RowMenuItem[] = [
      {
        label: t('webivr-content:accounts.open'),
        onSelect: () => go(paths.builder(account.working_version, account.id)),
      },
    ];
    // Spec 000 §2: changing, copying or removing a web IVR is an admin's; a manager builds it.
    if (!admin) return items;
    items.push({ label: t('webivr-content:accounts.edit'), onSelect: () => go(paths.account(account.id)) });
    items.push({
      label: t('webivr-content:accounts.duplicate'),
      onSelect: () => {
        setFlash(null);
        setCopying(account);
      },
    });
    items.push({
      label: t('webivr-content:accounts.delete'),
      danger: true,
      onSelect: () => {
        setFlash(null);
        setFailure(null);
        setDeleting(account);
      },
    });
    return items;
  };

  const add = admin ? (
    <button type="button" className="primary" onClick={() => go(paths.accountAdd())}>
      {t('webivr-content:account.add')}
    </button>
  ) : null;

  return (
    <Screen
      title={t('webivr-content:accounts.title')}
      intro={t('webivr-content:accounts.intro')}
      actions={add}
    >
      <p role="status" className="flash">
        {flash ? t(flash.key, flash.values) : ''}
      </p>
      {failure ? (
        <p role="alert" className="notice error">
          {failure}
        </p>
      ) : null}
      <Loading resource={loaded}>
        {({ accounts, skills, labels }) => {
          if (accounts.length === 0)
            return (
              <p role="status" className="notice empty">
                {t(admin ? 'webivr-content:accounts.empty_admin' : 'webivr-content:accounts.empty')}
              </p>
            );
          const skillName = (id: number) => skills.find((skill) => skill.id === id)?.name ?? `#${id}`;
          return (
            <div className="table-wrap" aria-busy={loaded.loading}>
              <table>
                <caption>{t('webivr-content:accounts.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('webivr-content:accounts.name')}</th>
                    <th scope="col">{t('webivr-content:accounts.skill')}</th>
                    <th scope="col">{t('webivr-content:accounts.language')}</th>
                    <th scope="col">{t('webivr-content:accounts.production')}</th>
                    <th scope="col">{t('webivr-content:accounts.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {accounts.map((account) => (
                    <tr key={account.id}>
                      <th scope="row">
                        <a
                          href={paths.builder(account.working_version, account.id)}
                          onClick={(event) => {
                            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
                              return;
                            event.preventDefault();
                            go(paths.builder(account.working_version, account.id));
                          }}
                        >
                          {account.label}
                        </a>
                        {account.has_unpublished_changes ? (
                          <span className="badge">{t('webivr-content:accounts.unpublished')}</span>
                        ) : null}
                      </th>
                      <td data-label={t('webivr-content:accounts.skill')}>{skillName(account.skill)}</td>
                      <td data-label={t('webivr-content:accounts.language')}>
                        {t(`webivr-content:languages.${account.language}`, {
                          defaultValue: account.language,
                        })}
                      </td>
                      <td data-label={t('webivr-content:accounts.production')}>
                        {account.production_version === null
                          ? t('webivr-content:accounts.no_production')
                          : (labels.get(account.id) ?? t('webivr-content:accounts.published'))}
                      </td>
                      <td className="actions-cell">
                        <RowMenu
                          label={t('webivr-content:accounts.actions')}
                          name={t('webivr-content:accounts.menu', { name: account.label })}
                          items={itemsOf(account)}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        }}
      </Loading>
      {deleting ? (
        <ConfirmDialog
          danger
          title={t('webivr-content:accounts.delete_title', { name: deleting.label })}
          description={t('webivr-content:accounts.delete_description')}
          confirm={t('webivr-content:accounts.delete')}
          busy={busy}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
      {copying ? (
        <DuplicateDialog
          account={copying}
          onCancel={() => setCopying(null)}
          onDone={(copy) => {
            setCopying(null);
            setFlash({ key: 'webivr-content:accounts.duplicated', values: { name: copy.label } });
            loaded.reload();
          }}
        />
      ) : null}
    </Screen>
  );
}
