import type { Campaign } from '@omnicanal/api';
import { useResource } from '@omnicanal/element';
import { Screen, useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { listValidatedTemplates, listWebivrLinks, readCampaign } from '../model/campaign-client.ts';
import { isEditable } from '../model/campaign-form.ts';
import { listEntryPoints, listEveryAudience, listSkills } from '../model/client.ts';
import { campaignPath } from '../model/views.ts';
import { useGo } from '../navigation.ts';
import { ResourceState } from '../shared/ResourceState.tsx';
import { type CampaignChoices, CampaignFields } from './CampaignFields.tsx';

type Loaded = CampaignChoices & { stored: Campaign | null };

/**
 * `/campaigns/list/add` and `/campaigns/list/{id}` (spec 002 §3 "Campaign form"), with what it
 * offers to choose from. A campaign that has started or ended is not changed any more (spec 002
 * §4): the screen says why and leads to its page.
 */
export function CampaignForm({ id }: { id: number | null }): ReactElement {
  const t = useT();
  const loaded = useResource(async (signal): Promise<Loaded> => {
    const [stored, templates, audiences, skills, entryPoints, webivrLinks] = await Promise.all([
      id === null ? Promise.resolve(null) : readCampaign(id, signal),
      listValidatedTemplates(signal),
      listEveryAudience(signal),
      listSkills(signal),
      listEntryPoints(signal),
      listWebivrLinks(signal),
    ]);
    return { stored, templates, audiences, skills, entryPoints, webivrLinks };
  }, String(id));
  const stored = loaded.data?.stored;
  const title = stored
    ? t('campaigns:campaign_form.edit_title', { name: stored.name })
    : t(id === null ? 'campaigns:campaign_form.new_title' : 'campaigns:campaign_form.label');
  return (
    <Screen title={title}>
      <ResourceState resource={loaded}>
        {(data) =>
          data.stored && !isEditable(data.stored.status) ? (
            <Locked campaign={data.stored} />
          ) : (
            <CampaignFields key={data.stored?.id ?? 'new'} {...data} />
          )
        }
      </ResourceState>
    </Screen>
  );
}

function Locked({ campaign }: { campaign: Campaign }): ReactElement {
  const t = useT();
  const go = useGo();
  return (
    <div className="editor">
      <p role="alert" className="notice">
        {t('campaigns:campaign_form.locked', {
          status: t(`campaigns:campaigns.statuses.${campaign.status}`),
        })}
      </p>
      <button type="button" className="primary" onClick={() => go(campaignPath(campaign.id))}>
        {t('campaigns:campaign_form.open_page')}
      </button>
    </div>
  );
}

export default CampaignForm;
