import { CAMPAIGN_PAGE_SIZE } from '@omnicanal/api';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '@omnicanal/core';
import { useResource } from '@omnicanal/element';
import { RowMenu, Screen, useT } from '@omnicanal/ui';
import { type ReactElement, useEffect, useId, useState } from 'react';
import { listCampaigns } from '../model/campaign-client.ts';
import { isEditable } from '../model/campaign-form.ts';
import { campaignFormPath, campaignPath } from '../model/views.ts';
import { useGo } from '../navigation.ts';
import { ResourceState } from '../shared/ResourceState.tsx';
import { useNumber } from '../shared/useNumber.ts';
import { FIGURES, figuresOf } from './Figures.tsx';
import { inFlight, useCampaignActions } from './useCampaignActions.tsx';
import { useDateTime } from './useDateTime.ts';

/** Typing pauses this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;
/** While a campaign is sending, the list reads its figures again this often. */
const RUNNING_REFRESH_MS = 3_000;

/**
 * `/campaigns/list` (spec 002 §2–§4): the campaigns, latest change first, with their status,
 * type, next send and figures; a search by name and a status filter; each row's menu opens the
 * campaign, sends a manual one now, cancels or deletes it after confirmation.
 */
export function CampaignList(): ReactElement {
  const t = useT();
  const go = useGo();
  const number = useNumber();
  const dateTime = useDateTime();
  const ids = { search: useId(), status: useId() };
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<CampaignStatus | ''>('');
  const [page, setPage] = useState(1);
  const campaigns = useResource(
    (signal) => listCampaigns({ search, status, page }, signal),
    `${search}|${status}|${page}`,
  );
  const { reload } = campaigns;
  const actions = useCampaignActions(() => reload());

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const running = campaigns.data?.results.some(inFlight) ?? false;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(reload, RUNNING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [running, reload]);

  const count = campaigns.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / CAMPAIGN_PAGE_SIZE));
  const filtered = search !== '' || status !== '';

  return (
    <Screen
      title={t('campaigns:campaigns.title')}
      intro={t('campaigns:campaigns.intro')}
      actions={
        <button type="button" className="primary" onClick={() => go(campaignFormPath('add'))}>
          {t('campaigns:campaign_form.add')}
        </button>
      }
    >
      <div className="filters">
        <div className="filter">
          <label htmlFor={ids.search}>{t('campaigns:campaigns.search')}</label>
          <input
            id={ids.search}
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
          />
        </div>
        <div className="filter">
          <label htmlFor={ids.status}>{t('campaigns:campaigns.status')}</label>
          <select
            id={ids.status}
            value={status}
            onChange={(e) => {
              setStatus(e.currentTarget.value as CampaignStatus | '');
              setPage(1);
            }}
          >
            <option value="">{t('campaigns:campaigns.all_statuses')}</option>
            {CAMPAIGN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`campaigns:campaigns.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="flash">
        {actions.flash ? t(actions.flash.key, actions.flash.values) : ''}
      </p>
      {actions.failure ? (
        <p role="alert" className="notice error">
          {actions.failure}
        </p>
      ) : null}
      <ResourceState resource={campaigns}>
        {({ results }) => {
          if (results.length === 0)
            return (
              <p className="notice empty" role="status">
                {t(filtered ? 'campaigns:campaigns.no_match' : 'campaigns:campaigns.empty')}
              </p>
            );
          return (
            <div className="table-wrap" aria-busy={campaigns.loading}>
              <table>
                <caption>{t('campaigns:campaigns.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('campaigns:campaigns.name')}</th>
                    <th scope="col">{t('campaigns:campaigns.status')}</th>
                    <th scope="col">{t('campaigns:campaigns.type')}</th>
                    <th scope="col">{t('campaigns:campaigns.next_send')}</th>
                    {FIGURES.filter((f) => f !== 'read').map((f) => (
                      <th scope="col" className="number" key={f}>
                        {t(`campaigns:campaigns.figures.${f}`)}
                      </th>
                    ))}
                    <th scope="col">{t('campaigns:campaigns.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {results.map((campaign) => {
                    const figures = figuresOf(campaign.figures);
                    return (
                      <tr key={campaign.id}>
                        <th scope="row">{campaign.name}</th>
                        <td data-label={t('campaigns:campaigns.status')}>
                          <span className={`badge badge-${campaign.status.toLowerCase()}`}>
                            {t(`campaigns:campaigns.statuses.${campaign.status}`)}
                          </span>
                        </td>
                        <td data-label={t('campaigns:campaigns.type')}>
                          {t(`campaigns:campaigns.types.${campaign.type}`)}
                        </td>
                        <td data-label={t('campaigns:campaigns.next_send')}>
                          {campaign.next_send_at
                            ? dateTime(campaign.next_send_at, campaign.tzid)
                            : t('campaigns:campaigns.none')}
                        </td>
                        {FIGURES.filter((f) => f !== 'read').map((f) => (
                          <td className="number" data-label={t(`campaigns:campaigns.figures.${f}`)} key={f}>
                            {number(figures[f])}
                          </td>
                        ))}
                        <td className="actions-cell">
                          <RowMenu
                            label={t('campaigns:campaigns.actions')}
                            name={t('campaigns:campaigns.menu', { name: campaign.name })}
                            items={actions.itemsOf(campaign, [
                              {
                                label: t('campaigns:campaigns.open'),
                                onSelect: () => go(campaignPath(campaign.id)),
                              },
                              ...(isEditable(campaign.status)
                                ? [
                                    {
                                      label: t('campaigns:campaign_form.edit'),
                                      onSelect: () => go(campaignFormPath(campaign.id)),
                                    },
                                  ]
                                : []),
                            ])}
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
      {actions.dialog}
    </Screen>
  );
}
