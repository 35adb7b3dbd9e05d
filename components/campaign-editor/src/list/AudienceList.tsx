import type { ContactList } from '@omnicanal/api';
import { AUDIENCE_PAGE_SIZE } from '@omnicanal/api';
import { type Flash, takeFlash, useResource } from '@omnicanal/element';
import { errorMessage } from '@omnicanal/i18n';
import { ConfirmDialog, RowMenu, type RowMenuItem, Screen, useT } from '@omnicanal/ui';
import { type ReactElement, useEffect, useId, useState } from 'react';
import { deleteAudience, downloadAudience, listAudiences } from '../model/client.ts';
import { useNavigate } from '../navigation.ts';
import { ResourceState } from '../shared/ResourceState.tsx';
import { useNumber } from '../shared/useNumber.ts';
import { importState } from './importState.ts';

/** Typing pauses this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;
/** While an audience imports, the list reads its progress again this often. */
const IMPORTING_REFRESH_MS = 2_000;

/**
 * `/campaigns/contacts` (spec 002 §2, §3): the audiences, newest first, with their kind, language,
 * source, contacts and latest import; a search by name; each row's menu edits, exports or deletes
 * (after confirmation; the server refuses an audience a campaign uses, `blocked_by_campaign`).
 */
export function AudienceList(): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const number = useNumber();
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [flash, setFlash] = useState<Flash | null>(takeFlash);
  const [deleting, setDeleting] = useState<ContactList | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const audiences = useResource((signal) => listAudiences(search, page, signal), `${search}|${page}`);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const importing = audiences.data?.results.some((a) => a.status === 'importing') ?? false;
  const { reload } = audiences;
  useEffect(() => {
    if (!importing) return;
    const timer = setInterval(reload, IMPORTING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [importing, reload]);

  const act = async (work: () => Promise<void>) => {
    setFlash(null);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(error);
    }
  };
  const remove = async (audience: ContactList) => {
    setBusy(true);
    await act(async () => {
      await deleteAudience(audience.id);
      setFlash({ key: 'campaigns:list.deleted', values: { name: audience.name } });
      reload();
    });
    setDeleting(null);
    setBusy(false);
  };

  const itemsOf = (audience: ContactList): RowMenuItem[] => [
    { label: t('campaigns:list.edit'), onSelect: () => navigate(audience.id) },
    {
      label: t('campaigns:list.export'),
      onSelect: () =>
        void act(async () => {
          await downloadAudience(audience.id);
          setFlash({ key: 'campaigns:list.exported', values: { name: audience.name } });
        }),
    },
    {
      label: t('campaigns:list.delete'),
      danger: true,
      onSelect: () => {
        setFlash(null);
        setFailure(null);
        setDeleting(audience);
      },
    },
  ];

  const add = (
    <button type="button" className="primary" onClick={() => navigate('add')}>
      {t('campaigns:list.add')}
    </button>
  );
  const count = audiences.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / AUDIENCE_PAGE_SIZE));

  return (
    <Screen title={t('campaigns:title')} intro={t('campaigns:intro')} actions={add}>
      <div className="search">
        <label htmlFor={searchId}>{t('campaigns:list.search')}</label>
        <input id={searchId} type="search" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} />
      </div>
      <p role="status" className="flash">
        {flash ? t(flash.key, flash.values) : ''}
      </p>
      {failure ? (
        <p role="alert" className="notice error">
          {errorMessage(failure)}
        </p>
      ) : null}
      <ResourceState resource={audiences}>
        {({ results }) => {
          if (results.length === 0)
            return (
              <p className="notice empty" role="status">
                {t(search ? 'campaigns:list.no_match' : 'campaigns:list.empty')}
              </p>
            );
          return (
            <div className="table-wrap" aria-busy={audiences.loading}>
              <table>
                <caption>{t('campaigns:list.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('campaigns:list.name')}</th>
                    <th scope="col">{t('campaigns:list.kind')}</th>
                    <th scope="col">{t('campaigns:list.language')}</th>
                    <th scope="col">{t('campaigns:list.source')}</th>
                    <th scope="col" className="number">
                      {t('campaigns:list.contacts')}
                    </th>
                    <th scope="col">{t('campaigns:list.import')}</th>
                    <th scope="col">{t('campaigns:list.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {results.map((audience) => {
                    const state = importState(audience, number);
                    return (
                      <tr key={audience.id}>
                        <th scope="row">{audience.name}</th>
                        <td data-label={t('campaigns:list.kind')}>{t(`campaigns:kinds.${audience.kind}`)}</td>
                        <td data-label={t('campaigns:list.language')}>{audience.language}</td>
                        <td data-label={t('campaigns:list.source')}>
                          {t(`campaigns:sources.${audience.source}`)}
                        </td>
                        <td data-label={t('campaigns:list.contacts')} className="number">
                          {number(audience.contacts_count)}
                        </td>
                        <td data-label={t('campaigns:list.import')}>{t(state.key, state.values)}</td>
                        <td className="actions-cell">
                          <RowMenu
                            label={t('campaigns:list.actions')}
                            name={t('campaigns:list.menu', { name: audience.name })}
                            items={itemsOf(audience)}
                          />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          );
        }}
      </ResourceState>
      {pages > 1 ? (
        <nav className="pager" aria-label={t('campaigns:list.pages')}>
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('campaigns:list.previous')}
          </button>
          <span>{t('campaigns:list.page', { page, pages })}</span>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('campaigns:list.next')}
          </button>
        </nav>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          danger
          title={t('campaigns:list.delete_title', { name: deleting.name })}
          description={t(
            deleting.campaigns_count > 0 ? 'campaigns:list.delete_used' : 'campaigns:list.delete_description',
            { count: deleting.campaigns_count },
          )}
          confirm={t('campaigns:list.delete')}
          busy={busy}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </Screen>
  );
}
