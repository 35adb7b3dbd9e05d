import { ApiRequestError, TEMPLATE_PAGE_SIZE, type Template } from '@omnicanal/api';
import { TEMPLATE_KINDS, TEMPLATE_STATUSES, type TemplateKind, type TemplateStatus } from '@omnicanal/core';
import { type Flash, takeFlash, useResource } from '@omnicanal/element';
import { errorMessage } from '@omnicanal/i18n';
import { ConfirmDialog, RowMenu, type RowMenuItem, Screen, useT } from '@omnicanal/ui';
import { type ReactElement, useEffect, useId, useState } from 'react';
import { deleteTemplate, listTemplates, submitTemplate } from '../model/template-client.ts';
import { templatePath } from '../model/views.ts';
import { useGo } from '../navigation.ts';
import { ResourceState } from '../shared/ResourceState.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { useLanguageName } from './useLanguageName.ts';

/** Typing pauses this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;
/** While a template is in validation, the list is read again this often (its answer shows). */
const IN_REVIEW_REFRESH_MS = 3_000;

/**
 * `/campaigns/templates` (spec 002 §2–§4): the templates, latest change first, with their channel,
 * language, category and status (a refusal with its reason); a search and filters by channel and
 * status; which provider validates them; each row's menu edits, submits a WhatsApp draft, or
 * deletes after confirmation (refused while a campaign sends it, `blocked_by_campaign`).
 */
export function TemplateList(): ReactElement {
  const t = useT();
  const go = useGo();
  const languageName = useLanguageName();
  const ids = { search: useId(), kind: useId(), status: useId() };
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<TemplateKind | ''>('');
  const [status, setStatus] = useState<TemplateStatus | ''>('');
  const [page, setPage] = useState(1);
  const [flash, setFlash] = useState<Flash | null>(takeFlash);
  const [deleting, setDeleting] = useState<Template | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const templates = useResource(
    (signal) => listTemplates({ search, kind, status, page }, signal),
    `${search}|${kind}|${status}|${page}`,
  );

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const inReview = templates.data?.results.some((tpl) => tpl.status === 'SUBMITTED') ?? false;
  const { reload } = templates;
  useEffect(() => {
    if (!inReview) return;
    const timer = setInterval(reload, IN_REVIEW_REFRESH_MS);
    return () => clearInterval(timer);
  }, [inReview, reload]);

  const act = async (work: () => Promise<void>) => {
    setFlash(null);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      // The server's sentence names an audience; a template has its own.
      const blocked = error instanceof ApiRequestError && error.error.code === 'blocked_by_campaign';
      setFailure(blocked ? t('campaigns:templates.blocked_by_campaign') : errorMessage(error));
    }
  };
  const remove = async (template: Template) => {
    setBusy(true);
    await act(async () => {
      await deleteTemplate(template.id);
      setFlash({ key: 'campaigns:templates.deleted', values: { name: template.name } });
      reload();
    });
    setDeleting(null);
    setBusy(false);
  };

  const itemsOf = (template: Template): RowMenuItem[] => {
    const items: RowMenuItem[] = [
      { label: t('campaigns:templates.edit'), onSelect: () => go(templatePath(template)) },
    ];
    if (template.kind === 'tyntec-wa' && (template.status === 'DRAFT' || template.status === 'REFUSED'))
      items.push({
        label: t('campaigns:templates.submit'),
        onSelect: () =>
          void act(async () => {
            await submitTemplate(template.id);
            setFlash({ key: 'campaigns:templates.submitted', values: { name: template.name } });
            reload();
          }),
      });
    items.push({
      label: t('campaigns:templates.delete'),
      danger: true,
      onSelect: () => {
        setFlash(null);
        setFailure(null);
        setDeleting(template);
      },
    });
    return items;
  };

  const add = (
    <button type="button" className="primary" onClick={() => go(templatePath('add'))}>
      {t('campaigns:templates.add')}
    </button>
  );
  const count = templates.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / TEMPLATE_PAGE_SIZE));
  const provider = templates.data?.provider;
  const filtered = search !== '' || kind !== '' || status !== '';

  return (
    <Screen title={t('campaigns:templates.title')} intro={t('campaigns:templates.intro')} actions={add}>
      {provider ? (
        <p className="provider">
          {provider.local
            ? t('campaigns:templates.provider_local')
            : t('campaigns:templates.provider', { name: provider.name })}
        </p>
      ) : null}
      <div className="filters">
        <div className="filter">
          <label htmlFor={ids.search}>{t('campaigns:templates.search')}</label>
          <input
            id={ids.search}
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
          />
        </div>
        <div className="filter">
          <label htmlFor={ids.kind}>{t('campaigns:templates.filter_kind')}</label>
          <select
            id={ids.kind}
            value={kind}
            onChange={(e) => {
              setKind(e.currentTarget.value as TemplateKind | '');
              setPage(1);
            }}
          >
            <option value="">{t('campaigns:templates.all_kinds')}</option>
            {TEMPLATE_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`campaigns:templates.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="filter">
          <label htmlFor={ids.status}>{t('campaigns:templates.filter_status')}</label>
          <select
            id={ids.status}
            value={status}
            onChange={(e) => {
              setStatus(e.currentTarget.value as TemplateStatus | '');
              setPage(1);
            }}
          >
            <option value="">{t('campaigns:templates.all_statuses')}</option>
            {TEMPLATE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`campaigns:templates.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="flash">
        {flash ? t(flash.key, flash.values) : ''}
      </p>
      {failure ? (
        <p role="alert" className="notice error">
          {failure}
        </p>
      ) : null}
      <ResourceState resource={templates}>
        {({ results }) => {
          if (results.length === 0)
            return (
              <p className="notice empty" role="status">
                {t(filtered ? 'campaigns:templates.no_match' : 'campaigns:templates.empty')}
              </p>
            );
          return (
            <div className="table-wrap" aria-busy={templates.loading}>
              <table>
                <caption>{t('campaigns:templates.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('campaigns:templates.name')}</th>
                    <th scope="col">{t('campaigns:templates.kind')}</th>
                    <th scope="col">{t('campaigns:templates.language')}</th>
                    <th scope="col">{t('campaigns:templates.category')}</th>
                    <th scope="col">{t('campaigns:templates.status')}</th>
                    <th scope="col">{t('campaigns:templates.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {results.map((template) => (
                    <tr key={template.id}>
                      <th scope="row">{template.name}</th>
                      <td data-label={t('campaigns:templates.kind')}>
                        {t(`campaigns:templates.kinds.${template.kind}`)}
                      </td>
                      <td data-label={t('campaigns:templates.language')}>
                        {languageName(template.language)}
                      </td>
                      <td data-label={t('campaigns:templates.category')}>
                        {t(`campaigns:templates.categories.${template.category}`)}
                      </td>
                      <td data-label={t('campaigns:templates.status')}>
                        <StatusBadge template={template} />
                      </td>
                      <td className="actions-cell">
                        <RowMenu
                          label={t('campaigns:templates.actions')}
                          name={t('campaigns:templates.menu', { name: template.name })}
                          items={itemsOf(template)}
                        />
                      </td>
                    </tr>
                  ))}
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
          title={t('campaigns:templates.delete_title', { name: deleting.name })}
          description={t('campaigns:templates.delete_description')}
          confirm={t('campaigns:templates.delete')}
          busy={busy}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </Screen>
  );
}
