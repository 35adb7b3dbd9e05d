/// <reference types="mocha" />
import type { Message } from '@omnicanal/api';
import { waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { createRoot, type Root } from 'react-dom/client';
import { makeMessage, makeRoom } from '../testing/fixtures.ts';
import { mountInbox, unmountAll, type World } from '../testing/mount.ts';
import { resetTranslationStatus } from './model/api.ts';
import { TranslateAction } from './TranslateAction.tsx';

/*
 * "Traduire" under a message: the translation through the server's provider in the user's
 * language, or the word that no provider is configured.
 */

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let root: Root | null = null;

/** Mounts an inbox (for its translations and fetch), then the action alone beside it. */
async function renderAction(message: Message, http: World['http']) {
  await mountInbox({ rooms: [makeRoom()], messages: {}, http });
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(<TranslateAction message={message} />);
  return within(host);
}

describe('TranslateAction', () => {
  beforeEach(resetTranslationStatus);
  afterEach(async () => {
    root?.unmount();
    root = null;
    unmountAll();
  });

  it('translates into the user language and shows the translation beneath, as text', async () => {
    const asked: Record<string, unknown>[] = [];
    let statusCalls = 0;
    const screen = await renderAction(
      makeMessage({ rich_content: { type: 'txt', text: 'Hello <b>there</b>' } }),
      {
        'GET /translation/status': () => {
          statusCalls += 1;
          return json({ configured: true, provider: 'libretranslate' });
        },
        'POST /translation/translate': async (request) => {
          asked.push((await request.json()) as Record<string, unknown>);
          return json({ text: 'Bonjour <b>toi</b>', source: 'en', provider: 'libretranslate' });
        },
      },
    );
    (await screen.findByRole('button', { name: 'Traduire' })).click();
    expect(await screen.findByText('Bonjour <b>toi</b>')).to.exist;
    expect(asked).to.deep.equal([{ text: 'Hello <b>there</b>', target: 'fr' }]);
    expect(screen.getByText('Traduction')).to.exist;
    expect(statusCalls).to.equal(1);
  });

  it('says "Traduction non configurée" when the server has no provider', async () => {
    const screen = await renderAction(makeMessage(), {
      'GET /translation/status': () => json({ configured: false, provider: null }),
    });
    expect(await screen.findByText('Traduction non configurée')).to.exist;
    expect(screen.queryByRole('button', { name: 'Traduire' })).to.equal(null);
  });

  it('shows the failure when the provider does not answer, and nothing for a non-text message', async () => {
    const screen = await renderAction(makeMessage(), {
      'GET /translation/status': () => json({ configured: true, provider: 'libretranslate' }),
      'POST /translation/translate': () => json({ error: 'translation_failed', detail: 'down' }, 502),
    });
    (await screen.findByRole('button', { name: 'Traduire' })).click();
    expect(await screen.findByRole('alert')).to.exist;
    root?.render(
      <TranslateAction
        message={makeMessage({ rich_content: { type: 'location', lat: 1, lng: 2, label: null } })}
      />,
    );
    await waitFor(() => expect(screen.queryByRole('alert')).to.equal(null));
    expect(screen.queryByRole('button', { name: 'Traduire' })).to.equal(null);
  });
});
