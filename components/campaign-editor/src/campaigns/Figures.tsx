import type { Campaign } from '@omnicanal/api';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { useNumber } from '../shared/useNumber.ts';

/** The figures a campaign is followed by (issue: sent, delivered, read, failed, replied). */
export const FIGURES = ['sent', 'delivered', 'read', 'failed', 'replied'] as const;

/**
 * How many messages reached each step. A delivered message was sent, a read one delivered, a
 * replied one read: each figure counts those that got at least that far, as a sender reads it.
 */
export function figuresOf(f: Campaign['figures']): Record<(typeof FIGURES)[number], number> {
  const replied = f.replied;
  const read = f.read + replied;
  const delivered = f.delivered + read;
  return { sent: f.sent + delivered, delivered, read, failed: f.failed, replied };
}

/** A campaign's figures as a list of terms and counts. */
export function Figures({ campaign }: { campaign: Pick<Campaign, 'figures'> }): ReactElement {
  const t = useT();
  const number = useNumber();
  const figures = figuresOf(campaign.figures);
  return (
    <dl className="figures">
      <div>
        <dt>{t('campaigns:campaigns.figures.recipients')}</dt>
        <dd>{number(campaign.figures.recipients)}</dd>
      </div>
      {FIGURES.map((name) => (
        <div key={name}>
          <dt>{t(`campaigns:campaigns.figures.${name}`)}</dt>
          <dd>{number(figures[name])}</dd>
        </div>
      ))}
    </dl>
  );
}
