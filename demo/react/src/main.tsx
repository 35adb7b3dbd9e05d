/*
 * A partner's React 19 app, as a partner would write it with the installable packages:
 * `@omnicanal/react` (typed components, `onOc…` events, the token set as a property) bundles the
 * elements it renders into this app; only the API and the socket are on Omnicanal's origin.
 */
import type { Room } from '@omnicanal/agent-inbox';
import { OcAgentInbox } from '@omnicanal/react/agent-inbox';
import { OcAuth } from '@omnicanal/react/auth';
import { OcWebChat } from '@omnicanal/react/web-chat';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { omnicanalApi, sessionToken } from './session.ts';

const api = omnicanalApi();

function App() {
  const [token, setToken] = useState<string | null>(null);
  const [room, setRoom] = useState<Room | null>(null);

  useEffect(() => {
    let cancelled = false;
    sessionToken().then((value) => {
      if (!cancelled && value) setToken(value);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <>
      <header className="crm-header">
        <p className="crm-brand">CRM Partenaire (React)</p>
      </header>
      <main className="crm-main">
        <section className="crm-card" aria-label="Fiche du visiteur">
          <h1>Fiche du visiteur</h1>
          {room ? (
            <dl>
              <dt>Visiteur</dt>
              <dd>{room.infos.full_name ?? room.infos.name ?? '—'}</dd>
              <dt>Conversation</dt>
              <dd>{room.uuid}</dd>
            </dl>
          ) : (
            <p>Ouvrez une conversation dans la messagerie.</p>
          )}
        </section>
        <section className="crm-card" aria-label="Messagerie Omnicanal">
          {token ? (
            <OcAgentInbox
              apiBase={api}
              token={token}
              onOcRoomOpen={(event) => setRoom(event.detail.room)}
              onOcUnauthorized={() => setToken(null)}
            />
          ) : (
            <OcAuth apiBase={api} onOcSignedIn={(event) => setToken(event.detail.token)} />
          )}
        </section>
      </main>
      {/* The widget, as on a customer's website: visitors of the demo company's skill 1. */}
      <OcWebChat skillId="1" apiBase={api} />
    </>
  );
}

const app = document.getElementById('app');
if (app)
  createRoot(app).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
