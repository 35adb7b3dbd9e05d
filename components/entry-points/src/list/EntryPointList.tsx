import type { EntryPoint } from '@omnicanal/api';
import { hasLinkPage, isWebEntryPoint } from '@omnicanal/core';
import { type Flash, takeFlash, useResource } from '@omnicanal/element';
import { errorMessage } from '@omnicanal/i18n';
import { ConfirmDialog, RowMenu, type RowMenuItem, Screen, useT } from '@omnicanal/ui';
import { type MouseEvent, type ReactElement, type ReactNode, useState } from 'react';
import { listEntryPoints, listSkills, removeEntryPoint } from '../model/client.ts';
import { type View, viewPath } from '../model/views.ts';
import { useNavigate } from '../navigation.ts';
import { ResourceState } from '../shared/ResourceState.tsx';

type Tab = 'messaging' | 'webivr';

/**
 * The web IVR tab lists the entry points with navbar items (the web IVR navigation, spec 001 §3);
 * the messaging tab lists every other one.
 */
const onTab = (tab: Tab) => (e: EntryPoint) => (tab === 'webivr') === e.navbar.length > 0;

/**
 * `/botgroups` (spec 001 §2): the messaging and web IVR tabs. Managers read; admins add, and edit,
 * customise, embed or delete a row from its menu (delete after confirmation).
 */
export function EntryPointList({ tab, admin }: { tab: Tab; admin: boolean }): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const [flash, setFlash] = useState<Flash | null>(takeFlash);
  const [deleting, setDeleting] = useState<EntryPoint | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const entryPoints = useResource(() => listEntryPoints(), 'entry-points');
  const skills = useResource(() => listSkills(), 'skills');
  const skillName = (id: number) => skills.data?.find((s) => s.id === id)?.name ?? `#${id}`;

  const remove = async (entryPoint: EntryPoint) => {
    setBusy(true);
    setFailure(null);
    try {
      await removeEntryPoint(entryPoint.id);
      setFlash({ key: 'entry-points:list.deleted', values: { name: entryPoint.name } });
      entryPoints.reload();
    } catch (error) {
      setFailure(error);
    } finally {
      setDeleting(null);
      setBusy(false);
    }
  };

  const go = (view: View) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigate(view);
  };
  const tabs = (
    <nav className="tabs" aria-label={t('entry-points:tabs.label')}>
      <ul>
        {(['messaging', 'webivr'] as const).map((name) => (
          <li key={name}>
            <a href={viewPath(name)} aria-current={name === tab ? 'page' : undefined} onClick={go(name)}>
              {t(`entry-points:tabs.${name}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
  const adds: ReactNode =
    admin && tab === 'messaging' ? (
      <>
        <button type="button" className="primary" onClick={() => navigate('messaging-form')}>
          {t('entry-points:list.add')}
        </button>
        <button type="button" onClick={() => navigate('messenger-menu')}>
          {t('entry-points:list.add_menu')}
        </button>
      </>
    ) : null;

  const itemsOf = (e: EntryPoint): RowMenuItem[] => {
    const web = isWebEntryPoint(e.type);
    const items: RowMenuItem[] = [
      {
        label: t('entry-points:list.edit'),
        onSelect: () => navigate(e.type === 'messenger_menu' ? 'messenger-menu' : 'messaging-form', e.id),
      },
    ];
    if (web) {
      items.push({
        label: t('entry-points:list.customize'),
        onSelect: () => navigate('customization', e.id),
      });
      items.push({ label: t('entry-points:list.embed'), onSelect: () => navigate('embed', e.id) });
    } else if (hasLinkPage(e)) {
      items.push({ label: t('entry-points:list.link'), onSelect: () => navigate('embed', e.id) });
    }
    items.push({
      label: t('entry-points:list.delete'),
      danger: true,
      onSelect: () => {
        setFlash(null);
        setDeleting(e);
      },
    });
    return items;
  };

  const empty =
    tab === 'webivr'
      ? 'entry-points:list.webivr_empty'
      : admin
        ? 'entry-points:list.empty'
        : 'entry-points:list.empty_reader';

  return (
    <Screen title={t('entry-points:title')} intro={t('entry-points:intro')} actions={adds}>
      {tabs}
      <p role="status" className="flash">
        {flash ? t(flash.key, flash.values) : ''}
      </p>
      {failure ? (
        <p role="alert" className="notice error">
          {errorMessage(failure)}
        </p>
      ) : null}
      {!admin ? <p className="hint">{t('entry-points:list.reader_note')}</p> : null}
      <ResourceState resource={entryPoints}>
        {(all) => {
          const rows = all.filter(onTab(tab));
          if (rows.length === 0) return <p className="notice empty">{t(empty)}</p>;
          return (
            <div className="table-wrap">
              <table>
                <caption>
                  {t(tab === 'webivr' ? 'entry-points:list.webivr_caption' : 'entry-points:list.caption')}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('entry-points:list.name')}</th>
                    <th scope="col">{t('entry-points:list.type')}</th>
                    <th scope="col">{t('entry-points:list.skill')}</th>
                    <th scope="col">{t('entry-points:list.channels')}</th>
                    {admin ? <th scope="col">{t('entry-points:list.actions')}</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((e) => (
                    <tr key={e.id}>
                      <th scope="row">{e.name}</th>
                      <td data-label={t('entry-points:list.type')}>{t(`entry-points:types.${e.type}`)}</td>
                      <td data-label={t('entry-points:list.skill')}>{skillName(e.skill)}</td>
                      <td data-label={t('entry-points:list.channels')}>
                        {e.channels.map((c) => t(`entry-points:channels.${c}`)).join(', ') || '—'}
                      </td>
                      {admin ? (
                        <td className="actions-cell">
                          <RowMenu
                            label={t('entry-points:list.actions')}
                            name={t('entry-points:list.menu', { name: e.name })}
                            items={itemsOf(e)}
                          />
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        }}
      </ResourceState>
      {deleting ? (
        <ConfirmDialog
          title={t('entry-points:list.delete_title', { name: deleting.name })}
          description={t('entry-points:list.delete_description')}
          confirm={t('entry-points:list.delete')}
          busy={busy}
          danger
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </Screen>
  );
}
