import { useStore } from '@nanostores/react';
import { RealtimeSocket, type SocketStatus, type StatsProtocol, socketUrl } from '@omnicanal/api';
import { $session, serviceBase } from '@omnicanal/stores';
import { useEffect, useRef, useState } from 'react';

/**
 * Listens to the monitoring socket (`/api/stats/ws`) while monitoring is on screen and calls
 * `onChange` when the server says the figures changed, and after every reconnection (what changed
 * while it was down is not replayed). Answers the socket's state, so the view can say whether it
 * is live. A refused socket (a role or grant that does not open it) stays closed: the view's
 * periodic refresh carries on alone.
 */
export function useMonitoringLive(company: number | null, onChange: () => void): SocketStatus {
  const token = useStore($session).token;
  const [status, setStatus] = useState<SocketStatus>('closed');
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => {
    if (!token) return;
    const query: Record<string, string> = { token };
    if (company !== null) query.company = String(company);
    let resumed = false;
    const socket = new RealtimeSocket<StatsProtocol>({
      url: () => socketUrl(serviceBase('stats'), '/ws', globalThis.location.origin, query),
      // Nothing to replay: the figures are read again instead.
      initialSeq: null,
      onEvent: (frame) => {
        if (frame.kind === 'monitoring_changed') changed.current();
      },
      onStatus: setStatus,
      onResumed: () => {
        // The first resume follows the view's own first read; later ones follow a gap.
        if (resumed) changed.current();
        resumed = true;
      },
      onError: (frame) => {
        if (frame.code === 'permission_denied') socket.close();
      },
    });
    socket.connect();
    return () => {
      socket.close();
      setStatus('closed');
    };
  }, [token, company]);
  return status;
}
