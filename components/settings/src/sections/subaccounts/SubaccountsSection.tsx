import { useStore } from '@nanostores/react';
import { $session } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useState } from 'react';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import { SUBACCOUNTS } from '../groups/model/named-set.ts';
import { setRoute } from '../groups/model/set-route.ts';
import { SetEditor } from '../groups/SetEditor.tsx';
import { SetList } from '../groups/SetList.tsx';
import type { SectionProps } from '../props.ts';
import { offersSubaccounts } from './model/offer.ts';

/**
 * `section="subaccounts"` (spec 002 §2, §5): admins, and only when the offer's `max_skills` exceeds
 * 1. A company whose offer does not include them reads so, whether the customer record says it or
 * the server answers that the resource does not exist for it.
 */
export function SubaccountsSection({ item }: SectionProps): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const { customer } = useStore($session);
  const [refused, setRefused] = useState(false);
  if (refused || !offersSubaccounts(customer))
    return (
      <Section title="settings:sections.subaccounts">
        <p role="status" className="settings-notice">
          {t('settings-skills:subaccounts.not_in_offer')}
        </p>
      </Section>
    );
  const route = setRoute(item);
  if (route.screen === 'list')
    return <SetList kind={SUBACCOUNTS} canWrite onMissing={() => setRefused(true)} />;
  if (route.screen === 'missing')
    return (
      <Section title="settings:sections.subaccounts">
        <p role="alert" className="settings-notice">
          {t('settings-skills:subaccounts.missing')}
        </p>
        <button type="button" onClick={() => navigate('subaccounts')}>
          {t('settings:back')}
        </button>
      </Section>
    );
  return <SetEditor key={item} kind={SUBACCOUNTS} id={route.screen === 'edit' ? route.id : undefined} />;
}
