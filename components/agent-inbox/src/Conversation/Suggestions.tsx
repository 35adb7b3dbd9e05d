import { useStore } from '@nanostores/react';
import type { Room } from '@omnicanal/api';
import { errorMessage } from '@omnicanal/i18n';
import { $session } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { useEffect, useState } from 'react';
import { isMine } from '../model/conversation.ts';
import { $directory, loadDirectory } from '../model/directory.ts';
import { $messages } from '../model/messages.ts';
import {
  $suggestions,
  applySuggestion,
  lastVisitorText,
  needsSuggestions,
  requestSuggestions,
  smartcoachingEnabled,
} from '../model/suggestions.ts';

/**
 * Smart-coaching suggestions (spec 000 §6): replies proposed for the visitor's latest message, each
 * usable in one click. Only for users whose skills include the smartcoaching service, in a room
 * they hold; renders nothing otherwise.
 */
export function Suggestions({ room }: { room: Room | null }) {
  const t = useT();
  const { user } = useStore($session);
  const directory = useStore($directory);
  const messages = useStore($messages);
  const all = useStore($suggestions);
  const [error, setError] = useState<string | null>(null);

  const enabled = smartcoachingEnabled(user, directory.skills);
  const active = enabled && isMine(room, user);
  const entries = room ? messages.rooms[room.uuid] : undefined;
  const latest = entries ? lastVisitorText(entries) : null;
  const current = room ? all[room.uuid] : undefined;

  // The skills' services come with the company directory.
  useEffect(() => {
    if (!directory.loaded) loadDirectory().catch((failure: unknown) => setError(errorMessage(failure)));
  }, [directory.loaded]);

  useEffect(() => {
    if (!active || !room || !latest || !needsSuggestions(current, latest)) return;
    setError(null);
    requestSuggestions(room.uuid, latest).catch((failure: unknown) => setError(errorMessage(failure)));
  }, [active, room, latest, current]);

  if (!active || !room) return null;
  const shown = current && current.event === latest?.event && !current.used ? current.suggestions : [];
  if (!shown.length && !error) return null;
  return (
    <section className="suggestions" aria-label={t('inbox-close:suggestions.label')}>
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      <ol>
        {shown.map((s, i) => (
          <li key={s.index}>
            <p>{s.text}</p>
            <button
              type="button"
              onClick={() =>
                applySuggestion(room.uuid, s).catch((failure: unknown) => setError(errorMessage(failure)))
              }
            >
              {t('inbox-close:suggestions.use', { n: i + 1 })}
            </button>
          </li>
        ))}
      </ol>
      {current?.provider === 'local-library' && shown.length ? (
        <p className="suggestions-source">{t('inbox-close:suggestions.source')}</p>
      ) : null}
    </section>
  );
}
