import type { Campaign } from '@omnicanal/api';
import { type Flash, takeFlash } from '@omnicanal/element';
import { errorMessage } from '@omnicanal/i18n';
import { ConfirmDialog, type RowMenuItem, useT } from '@omnicanal/ui';
import { type ReactElement, useState } from 'react';
import {
  cancelCampaign,
  deleteCampaign,
  pauseCampaign,
  resumeCampaign,
  retryFailed,
  sendCampaign,
} from '../model/campaign-client.ts';

/** What a campaign's status allows (the server's rules, spec 002 §4). */
export const canSend = (c: Pick<Campaign, 'status'>) => c.status === 'MANUAL';
export const canCancel = (c: Pick<Campaign, 'status'>) =>
  c.status === 'PENDING' || c.status === 'RUNNING' || c.status === 'MANUAL' || c.status === 'PAUSED';
export const canPause = (c: Pick<Campaign, 'status'>) =>
  c.status === 'PENDING' || c.status === 'RUNNING' || c.status === 'MANUAL';
export const canResume = (c: Pick<Campaign, 'status'>) => c.status === 'PAUSED';
/** Failed recipients get one more message, unless the campaign was cancelled or is paused. */
export const canRetry = (c: Pick<Campaign, 'status' | 'figures'>) =>
  c.figures.failed > 0 && c.status !== 'CANCELLED' && c.status !== 'PAUSED';
/**
 * Whether the campaign's figures are still moving: it is running, or messages are queued or on
 * their way (a manual campaign keeps its status while its send goes out).
 */
export const inFlight = (c: Pick<Campaign, 'status' | 'figures'>) =>
  c.status === 'RUNNING' || c.figures.queued > 0 || c.figures.sent > 0;
/** A running or paused campaign is cancelled first, so what it sent stays accounted for. */
export const canDelete = (c: Pick<Campaign, 'status'>) => c.status !== 'RUNNING' && c.status !== 'PAUSED';

/**
 * Send now, resume, retry the failed, pause, cancel and delete, for the list's row menu and the campaign's page: cancel and delete
 * ask first; the outcome is said in `flash` or `failure`, and `done` reads the campaigns again.
 */
export function useCampaignActions(done: (deleted?: boolean) => void) {
  const t = useT();
  // What the form left when it saved the campaign this screen now shows.
  const [flash, setFlash] = useState<Flash | null>(takeFlash);
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ campaign: Campaign; what: 'cancel' | 'delete' } | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (work: () => Promise<Flash>, deleted = false) => {
    setFlash(null);
    setFailure(null);
    setBusy(true);
    try {
      setFlash(await work());
      done(deleted);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };
  const send = (c: Campaign) =>
    void act(async () => {
      await sendCampaign(c.id);
      return { key: 'campaigns:campaigns.sent', values: { name: c.name } };
    });
  /** Pause, resume and retry change nothing for good: done at once, said in `flash`. */
  const step = (c: Campaign, what: 'pause' | 'resume' | 'retry_failed') =>
    void act(async () => {
      if (what === 'pause') await pauseCampaign(c.id);
      else if (what === 'resume') await resumeCampaign(c.id);
      else await retryFailed(c.id);
      return { key: `campaigns:campaigns.${what}_done`, values: { name: c.name } };
    });
  const ask = (campaign: Campaign, what: 'cancel' | 'delete') => {
    setFlash(null);
    setFailure(null);
    setAsking({ campaign, what });
  };

  /** The menu items the campaign's status allows, `lead` first. */
  const itemsOf = (c: Campaign, lead: RowMenuItem[] = []): RowMenuItem[] => [
    ...lead,
    ...(canSend(c) ? [{ label: t('campaigns:campaigns.send'), onSelect: () => send(c) }] : []),
    ...(canResume(c) ? [{ label: t('campaigns:campaigns.resume'), onSelect: () => step(c, 'resume') }] : []),
    ...(canRetry(c)
      ? [{ label: t('campaigns:campaigns.retry_failed'), onSelect: () => step(c, 'retry_failed') }]
      : []),
    ...(canPause(c) ? [{ label: t('campaigns:campaigns.pause'), onSelect: () => step(c, 'pause') }] : []),
    ...(canCancel(c) ? [{ label: t('campaigns:campaigns.cancel'), onSelect: () => ask(c, 'cancel') }] : []),
    ...(canDelete(c)
      ? [{ label: t('campaigns:campaigns.delete'), danger: true, onSelect: () => ask(c, 'delete') }]
      : []),
  ];

  const dialog: ReactElement | null = asking ? (
    <ConfirmDialog
      danger
      title={t(`campaigns:campaigns.${asking.what}_title`, { name: asking.campaign.name })}
      description={t(`campaigns:campaigns.${asking.what}_description`)}
      confirm={t(`campaigns:campaigns.${asking.what}`)}
      busy={busy}
      onConfirm={() => {
        const { campaign, what } = asking;
        void act(async () => {
          if (what === 'cancel') await cancelCampaign(campaign.id);
          else await deleteCampaign(campaign.id);
          return {
            key: `campaigns:campaigns.${what === 'cancel' ? 'cancelled' : 'deleted'}`,
            values: { name: campaign.name },
          };
        }, what === 'delete');
      }}
      onCancel={() => setAsking(null)}
    />
  ) : null;

  return { flash, setFlash, failure, busy, send, step, ask, itemsOf, dialog };
}
