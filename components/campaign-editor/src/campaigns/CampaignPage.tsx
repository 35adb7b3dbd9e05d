import { CAMPAIGN_PAGE_SIZE, type Campaign } from '@omnicanal/api';
import { RECIPIENT_STATUSES, type RecipientStatus } from '@omnicanal/core';
import { useResource } from '@omnicanal/element';
import { Screen, useT } from '@omnicanal/ui';
import { type ReactElement, useEffect, useId, useState } from 'react';
import { listRecipients, readCampaign } from '../model/campaign-client.ts';
import { isEditable } from '../model/campaign-form.ts';
import { campaignFormPath, campaignPath } from '../model/views.ts';
import { useGo } from '../navigation.ts';
import { ResourceState } from '../shared/ResourceState.tsx';
import { Figures } from './Figures.tsx';
import {
  canCancel,
  canPause,
  canResume,
  canRetry,
  canSend,
  inFlight,
  useCampaignActions,
} from './useCampaignActions.tsx';
import { useDateTime } from './useDateTime.ts';

/** While the campaign sends, its figures and recipients are read again this often. */
const RUNNING_REFRESH_MS = 2_000;

/**
 * `/campaigns/list/send/{id}` (spec 002 §2): one campaign, its status and next send,
 * its figures and its recipients (filtered by status), with Send now for a manual one and Cancel;
 * read again every 2 s while messages are on their way.
 */
export function CampaignPage({ id }: { id: number }): ReactElement {
  const t = useT();
  const campaign = useResource((signal) => readCampaign(id, signal), String(id));
  const title = campaign.data ? campaign.data.name : t('campaigns:campaigns.title');
  return (
    <Screen title={title}>
      <ResourceState resource={campaign}>
        {(data) => <Followed campaign={data} reload={campaign.reload} />}
      </ResourceState>
    </Screen>
  );
}

function Followed({ campaign, reload }: { campaign: Campaign; reload: () => void }): ReactElement {
  const t = useT();
  const go = useGo();
  const dateTime = useDateTime();
  const statusId = useId();
  const [status, setStatus] = useState<RecipientStatus | ''>('');
  const [page, setPage] = useState(1);
  const recipients = useResource(
    (signal) => listRecipients(campaign.id, { status, page }, signal),
    `${campaign.id}|${status}|${page}|${campaign.updated_at}|${campaign.figures.recipients}`,
  );
  const reloadRecipients = recipients.reload;
  const actions = useCampaignActions((deleted) => (deleted ? go(campaignPath()) : reload()));

  // Its figures move while it runs or messages are on their way (a manual send too).
  const running = inFlight(campaign);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      reload();
      reloadRecipients();
    }, RUNNING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [running, reload, reloadRecipients]);

  return (
    <div className="editor campaign-page">
      <section className="template-status" aria-label={t('campaigns:campaigns.status')}>
        <span className={`badge badge-${campaign.status.toLowerCase()}`}>
          {t(`campaigns:campaigns.statuses.${campaign.status}`)}
        </span>
        <p>
          {t(`campaigns:campaigns.types.${campaign.type}`)}
          {' · '}
          {campaign.next_send_at
            ? t('campaigns:campaigns.next_at', { when: dateTime(campaign.next_send_at, campaign.tzid) })
            : t(`campaigns:campaigns.about.${campaign.status}`)}
        </p>
        {canSend(campaign) ? (
          <button
            type="button"
            className="primary"
            disabled={actions.busy}
            onClick={() => actions.send(campaign)}
          >
            {t('campaigns:campaigns.send')}
          </button>
        ) : null}
        {canResume(campaign) ? (
          <button
            type="button"
            className="primary"
            disabled={actions.busy}
            onClick={() => actions.step(campaign, 'resume')}
          >
            {t('campaigns:campaigns.resume')}
          </button>
        ) : null}
        {canRetry(campaign) ? (
          <button
            type="button"
            disabled={actions.busy}
            onClick={() => actions.step(campaign, 'retry_failed')}
          >
            {t('campaigns:campaigns.retry_failed')}
          </button>
        ) : null}
        {isEditable(campaign.status) ? (
          <button type="button" onClick={() => go(campaignFormPath(campaign.id))}>
            {t('campaigns:campaign_form.edit')}
          </button>
        ) : null}
        {canPause(campaign) ? (
          <button type="button" disabled={actions.busy} onClick={() => actions.step(campaign, 'pause')}>
            {t('campaigns:campaigns.pause')}
          </button>
        ) : null}
        {canCancel(campaign) ? (
          <button type="button" className="danger" onClick={() => actions.ask(campaign, 'cancel')}>
            {t('campaigns:campaigns.cancel')}
          </button>
        ) : null}
      </section>
      <p role="status" className="flash">
        {actions.flash ? t(actions.flash.key, actions.flash.values) : ''}
      </p>
      {actions.failure ? (
        <p role="alert" className="notice error">
          {actions.failure}
        </p>
      ) : null}
      <h2>{t('campaigns:campaigns.figures.title')}</h2>
      <Figures campaign={campaign} />
      <h2>{t('campaigns:campaigns.recipients.title')}</h2>
      <div className="filters">
        <div className="filter">
          <label htmlFor={statusId}>{t('campaigns:campaigns.recipients.status')}</label>
          <select
            id={statusId}
            value={status}
            onChange={(e) => {
              setStatus(e.currentTarget.value as RecipientStatus | '');
              setPage(1);
            }}
          >
            <option value="">{t('campaigns:campaigns.all_statuses')}</option>
            {RECIPIENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`campaigns:campaigns.recipients.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ResourceState resource={recipients}>
        {({ results, count }) =>
          results.length === 0 ? (
            <p className="notice empty" role="status">
              {t(status ? 'campaigns:campaigns.recipients.no_match' : 'campaigns:campaigns.recipients.empty')}
            </p>
          ) : (
            <>
              <div className="table-wrap">
                <table>
                  <caption>{t('campaigns:campaigns.recipients.title')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('campaigns:campaigns.recipients.contact')}</th>
                      <th scope="col">{t('campaigns:campaigns.recipients.status')}</th>
                      <th scope="col" className="number">
                        {t('campaigns:campaigns.recipients.attempts')}
                      </th>
                      <th scope="col">{t('campaigns:campaigns.recipients.updated')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {results.map((r) => (
                      <tr key={`${r.send}-${r.external_id}`}>
                        <th scope="row">{r.external_id}</th>
                        <td data-label={t('campaigns:campaigns.recipients.status')}>
                          {t(`campaigns:campaigns.recipients.statuses.${r.status}`)}
                          {r.error_code ? ` (${r.error_code})` : ''}
                        </td>
                        <td className="number" data-label={t('campaigns:campaigns.recipients.attempts')}>
                          {r.attempts}
                        </td>
                        <td data-label={t('campaigns:campaigns.recipients.updated')}>
                          {dateTime(r.updated_at, campaign.tzid)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {count > results.length || page > 1 ? (
                <nav className="pager" aria-label={t('campaigns:list.pages')}>
                  <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    {t('campaigns:list.previous')}
                  </button>
                  <button
                    type="button"
                    disabled={page * CAMPAIGN_PAGE_SIZE >= count}
                    onClick={() => setPage(page + 1)}
                  >
                    {t('campaigns:list.next')}
                  </button>
                </nav>
              ) : null}
            </>
          )
        }
      </ResourceState>
      <button type="button" className="link" onClick={() => go(campaignPath())}>
        {t('campaigns:back')}
      </button>
      {actions.dialog}
    </div>
  );
}
