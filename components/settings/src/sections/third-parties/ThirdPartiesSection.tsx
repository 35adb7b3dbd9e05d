import type { ReactElement } from 'react';
import type { SectionProps } from '../props.ts';
import { AccountEditor } from './AccountEditor.tsx';
import { AccountList } from './AccountList.tsx';
import { KindChoice } from './KindChoice.tsx';
import { thirdPartyRoute } from './model/route.ts';

/**
 * `section="third-parties"` (console path `/third-parties`, admins of the self-hosted edition):
 * the company's accounts at outside services by category (spec 002 §1, §3), the choice of a
 * provider, and each account's form.
 */
export function ThirdPartiesSection({ item }: SectionProps): ReactElement {
  const route = thirdPartyRoute(item);
  switch (route.screen) {
    case 'list':
      return <AccountList />;
    case 'choose':
      return <KindChoice />;
    case 'add':
      return <AccountEditor key={item} kind={route.kind} id={null} />;
    case 'edit':
      return <AccountEditor key={item} kind={null} id={route.id} />;
  }
}
