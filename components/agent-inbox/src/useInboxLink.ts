import { useStore } from '@nanostores/react';
import { ApiRequestError, SocketCommandError } from '@omnicanal/api';
import { errorMessage } from '@omnicanal/i18n';
import { $session, loadAccount } from '@omnicanal/stores';
import { useEffect, useState } from 'react';
import { useInboxEvents } from './events.ts';
import { installActions } from './model/actions.ts';
import { onProblem, startConnection } from './model/connection.ts';

/**
 * Connects a mounted inbox: the realtime link, the signed-in user (for "mine" decisions), and the
 * problems that are nobody's action turned into `oc-error` events and one visible alert.
 * Returns that alert's text, and a way to dismiss it.
 */
export function useInboxLink(): { problem: string | null; dismiss: () => void } {
  const emit = useInboxEvents();
  const { token, user } = useStore($session);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const uninstall = installActions();
    const release = startConnection();
    const unlisten = onProblem(({ code, message }) => {
      const text = errorMessage(new SocketCommandError(code, message));
      setProblem(text);
      emit('oc-error', { code, message: text });
    });
    return () => {
      unlisten();
      release();
      uninstall();
    };
  }, [emit]);

  useEffect(() => {
    if (!token || user) return;
    loadAccount().catch((error: unknown) => {
      // A refused token already cleared the session: the signed-out view and oc-unauthorized follow.
      if (error instanceof ApiRequestError && (error.error.status === 401 || error.error.status === 403))
        return;
      const text = errorMessage(error);
      setProblem(text);
      const code =
        error instanceof ApiRequestError ? (error.error.code ?? `http_${error.error.status}`) : 'unknown';
      emit('oc-error', { code, message: text });
    });
  }, [token, user, emit]);

  return { problem, dismiss: () => setProblem(null) };
}
