import { useStore } from '@nanostores/react';
import { useT } from '@omnicanal/ui';
import { $inboxView, type InboxView, showView } from './model/view.ts';

const VIEWS: readonly InboxView[] = ['rooms', 'search', 'stats'];

/** Switches the main area between the live conversations, the session search and the statistics. */
export function ViewTabs() {
  const t = useT();
  const current = useStore($inboxView);
  return (
    <nav className="view-tabs" aria-label={t('inbox:views.label')}>
      {VIEWS.map((view) => (
        <button key={view} type="button" aria-pressed={current === view} onClick={() => showView(view)}>
          {t(`inbox:views.${view}`)}
        </button>
      ))}
    </nav>
  );
}
