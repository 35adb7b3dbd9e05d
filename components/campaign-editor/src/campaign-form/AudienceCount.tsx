import { useResource } from '@omnicanal/element';
import { errorMessage } from '@omnicanal/i18n';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { audienceReport } from '../model/campaign-client.ts';
import { useNumber } from '../shared/useNumber.ts';

/**
 * What the chosen audiences reach (`POST /campaigns/audience-report`): their contacts, and the
 * distinct ones a send messages once each. Said politely as the selection changes.
 */
export function AudienceCount({ chosen }: { chosen: string[] }): ReactElement | null {
  const t = useT();
  const number = useNumber();
  const report = useResource(
    (signal) =>
      chosen.length === 0 ? Promise.resolve(null) : audienceReport(chosen.map(Number), null, signal),
    chosen.join(','),
  );
  let text = '';
  if (chosen.length > 0) {
    if (report.error) text = errorMessage(report.error);
    else if (report.loading || !report.data) text = t('campaigns:campaign_form.counting');
    else
      text = t('campaigns:campaign_form.reach', {
        contacts: number(report.data.contacts),
        unique: number(report.data.unique),
      });
  }
  return (
    <p className="hint audience-count" role="status">
      {text}
    </p>
  );
}
