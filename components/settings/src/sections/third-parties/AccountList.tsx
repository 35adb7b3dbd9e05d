import { deleteThirdPartyAccount, fetchThirdPartyAccounts, type ThirdPartyAccount } from '@omnicanal/api';
import { THIRDPARTY_CATEGORIES } from '@omnicanal/core';
import { useResource } from '@omnicanal/element';
import { errorMessage } from '@omnicanal/i18n';
import { api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useState } from 'react';
import { ConfirmDialog } from '../../ConfirmDialog.tsx';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import { ListNotices } from '../../shared/ListNotices.tsx';
import { ResourceState } from '../../shared/ResourceState.tsx';
import { EditDeleteActions } from '../../shared/RowActions.tsx';

interface Loaded {
  accounts: ThirdPartyAccount[];
  skills: { id: number; name: string }[];
}

/**
 * The company's third-party accounts grouped by category (spec 002 §1): label, provider, skills,
 * and for an SFTP account whether its server's key is confirmed; edit, and delete after a
 * confirmation, on each row.
 */
export function AccountList(): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<ThirdPartyAccount | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const loaded = useResource<Loaded>(async (signal) => {
    const [accounts, skills] = await Promise.all([
      fetchThirdPartyAccounts(api('thirdparties')),
      api('core').get<{ id: number; name: string }[]>('/skills/', { signal }),
    ]);
    return { accounts, skills };
  }, 'thirdparty-accounts');

  const remove = async (account: ThirdPartyAccount) => {
    setBusy(true);
    setFailure(null);
    try {
      await deleteThirdPartyAccount(api('thirdparties'), account.id);
      setDeleting(null);
      loaded.reload();
    } catch (error) {
      // A refusal (an export or a survey still uses it) is said in the dialog the admin is in.
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const cancel = () => {
    setDeleting(null);
    setFailure(null);
  };
  const skillNames = (data: Loaded, ids: readonly number[]) =>
    ids.length === 0
      ? t('settings-thirdparties:every_skill')
      : ids.map((id) => data.skills.find((s) => s.id === id)?.name ?? `#${id}`).join(', ');
  const add = (
    <button type="button" className="primary" onClick={() => navigate('third-parties', 'add')}>
      {t('settings-thirdparties:add')}
    </button>
  );

  return (
    <Section title="settings-thirdparties:title" intro="settings-thirdparties:intro" actions={add}>
      <ListNotices failure={deleting ? null : failure} />
      <ResourceState resource={loaded}>
        {(data) =>
          data.accounts.length === 0 ? (
            <div className="list-empty">
              <p role="status">{t('settings-thirdparties:empty')}</p>
            </div>
          ) : (
            THIRDPARTY_CATEGORIES.map((category) => {
              const accounts = data.accounts.filter((a) => a.category === category);
              if (accounts.length === 0) return null;
              return (
                <div key={category} className="list list-table">
                  {/* One grid for every category, so the columns line up from table to table. */}
                  <table className="thirdparty-table">
                    <caption>{t(`settings-thirdparties:categories.${category}`)}</caption>
                    <colgroup>
                      <col className="col-label" />
                      <col className="col-kind" />
                      <col className="col-skills" />
                      <col className="col-key" />
                      <col className="col-actions" />
                    </colgroup>
                    <thead>
                      <tr>
                        <th scope="col">{t('settings-thirdparties:fields.label')}</th>
                        <th scope="col">{t('settings-thirdparties:column.kind')}</th>
                        <th scope="col" colSpan={category === 'sftp' ? 1 : 2}>
                          {t('settings-thirdparties:fields.skills')}
                        </th>
                        {category === 'sftp' ? (
                          <th scope="col">{t('settings-thirdparties:column.key')}</th>
                        ) : null}
                        <th scope="col">
                          <span className="visually-hidden">{t('settings:list.actions')}</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {accounts.map((account) => (
                        <tr key={account.id}>
                          <td>{account.label}</td>
                          <td>{t(`settings-thirdparties:kinds.${account.kind}`)}</td>
                          <td colSpan={category === 'sftp' ? 1 : 2}>{skillNames(data, account.skills)}</td>
                          {category === 'sftp' ? (
                            <td>
                              {t(
                                account.sftp?.host_key
                                  ? 'settings-thirdparties:sftp.confirmed'
                                  : 'settings-thirdparties:sftp.to_confirm',
                              )}
                            </td>
                          ) : null}
                          <td className="row-actions">
                            <EditDeleteActions
                              name={account.label}
                              editLabel={t('settings-thirdparties:edit_named', { label: account.label })}
                              onEdit={() => navigate('third-parties', `edit/${account.id}`)}
                              onDelete={() => setDeleting(account)}
                            />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              );
            })
          )
        }
      </ResourceState>
      {deleting ? (
        <ConfirmDialog
          title="settings-thirdparties:confirm_title"
          description="settings-thirdparties:confirm_text"
          values={{ label: deleting.label }}
          confirm="settings:delete"
          danger
          busy={busy}
          onConfirm={() => void remove(deleting)}
          onCancel={cancel}
        >
          {failure ? (
            <p role="alert" className="list-error">
              {errorMessage(failure)}
            </p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </Section>
  );
}
