import { useStore } from '@nanostores/react';
import { hasRank } from '@omnicanal/core';
import { $user } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { AccountForm } from './accounts/AccountForm.tsx';
import { Accounts } from './accounts/Accounts.tsx';
import { Builder } from './builder/Builder.tsx';
import { Content } from './content/Content.tsx';
import { idOf, viewOf } from './model/views.ts';

/** Attributes of `<oc-webivr-builder>` beyond the common ones. */
export interface WebivrBuilderProps {
  view?: string;
  versionId?: string;
  accountId?: string;
  treeId?: string;
  nodeId?: string;
  itemId?: string;
}

/**
 * `<oc-webivr-builder>`: one screen at a time. Managers and above read and build (the server
 * keeps each to the web IVRs of their skills); adding or editing a web IVR itself is an admin's
 * (spec 000 §2 `/webivr`: add and `{uuid}` need admin). Who may not is told so and nothing is called.
 */
export function WebivrBuilder(props: WebivrBuilderProps): ReactElement {
  const t = useT();
  const user = useStore($user);
  const screen = viewOf(props.view);
  const notice = (key: string, role: 'alert' | 'status' = 'alert') => (
    <p role={role} className="notice">
      {t(key)}
    </p>
  );
  if (!screen) return notice('webivr-builder:unknown_view');
  if (!user) return notice('webivr-builder:loading', 'status');
  const needed = screen === 'account' ? 'admin' : 'manager';
  if (!hasRank(user.user_role, needed)) return notice('webivr-builder:permission_denied');
  if (screen === 'accounts') return <Accounts />;
  if (screen === 'account') return <AccountForm accountId={idOf(props.accountId)} />;
  const account = idOf(props.accountId);
  const version = idOf(props.versionId);
  if (account === null || version === null) return notice('webivr-builder:not_found');
  if (screen === 'builder') {
    return <Builder account={account} version={version} tree={props.treeId} node={props.nodeId} />;
  }
  return <Content kind={screen} account={account} version={version} item={props.itemId} />;
}
