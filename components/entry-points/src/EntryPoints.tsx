import { useStore } from '@nanostores/react';
import { hasRank } from '@omnicanal/core';
import { $config, $user } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { Customization } from './customization/Customization.tsx';
import { EmbedCode } from './embed/EmbedCode.tsx';
import { EntryPointForm } from './form/EntryPointForm.tsx';
import { EntryPointList } from './list/EntryPointList.tsx';
import { MessengerMenuForm } from './menu/MessengerMenuForm.tsx';
import { entryPointIdOf, NEEDS_ID, viewOf, viewRank } from './model/views.ts';

/** Attributes of `<oc-entry-points>` beyond the common ones. */
export interface EntryPointsProps {
  /** Which screen (see `VIEWS`); none is the messaging list. */
  view?: string;
  /** The entry point of a form, customisation or embed screen. */
  entryPointId?: string;
}

/**
 * `<oc-entry-points>`: one entry point screen at a time. A role below the screen's (spec 000 §2:
 * managers read the lists, forms need an admin) sees the refusal rather than a screen whose calls
 * would all fail; the server refuses them anyway.
 */
export function EntryPoints({ view, entryPointId }: EntryPointsProps): ReactElement {
  const t = useT();
  const user = useStore($user);
  const { edition } = useStore($config);
  const screen = viewOf(view);
  const id = entryPointIdOf(entryPointId);
  const notice = (key: string, role: 'alert' | 'status' = 'alert') => (
    <p role={role} className="notice">
      {t(key)}
    </p>
  );
  if (!screen || id === 'invalid' || (id === null && NEEDS_ID.includes(screen)))
    return notice('entry-points:unknown_view');
  // Spec 001 §1, §6: entry points exist only in the self-hosted edition (the server answers 404).
  if (edition === 'hosted') return notice('entry-points:hosted');
  if (!user) return notice('entry-points:loading', 'status');
  if (!hasRank(user.user_role, viewRank(screen))) return notice('entry-points:permission_denied');
  const admin = hasRank(user.user_role, 'admin');
  switch (screen) {
    case 'messaging':
    case 'webivr':
      return <EntryPointList key={screen} tab={screen} admin={admin} />;
    case 'messaging-form':
      return <EntryPointForm key={id ?? 'new'} id={id} />;
    case 'messenger-menu':
      return <MessengerMenuForm key={id ?? 'new'} id={id} />;
    case 'customization':
      return <Customization key={id ?? ''} id={id ?? 0} />;
    case 'embed':
      return <EmbedCode key={id ?? ''} id={id ?? 0} />;
  }
}
