/// <reference types="mocha" />
import { waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import './define.ts';
import type { WebChat } from './WebChat.ts';

/*
 * An identified visitor's earlier conversations: read when the panel first opens, listed above the
 * current one with their date and last line; an anonymous visitor asks for nothing.
 */

const realFetch = globalThis.fetch;
let calls: { url: string; body: string }[] = [];
const mounted: HTMLElement[] = [];

function serve(history: () => Response) {
  calls = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: String(init?.body ?? '') });
    if (url.endsWith('/history')) return history();
    return new Response('null', { status: 404, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

async function open(identity: string | null, locale = 'fr') {
  const el = document.createElement('oc-web-chat') as WebChat;
  if (identity) el.identityToken = identity;
  el.setAttribute('skill-id', '1');
  el.setAttribute('locale', locale);
  document.body.append(el);
  mounted.push(el);
  await el.updateComplete;
  const ui = within(el.shadowRoot as unknown as HTMLElement);
  (ui.getAllByRole('button')[0] as HTMLButtonElement).click();
  return { el, ui };
}

afterEach(() => {
  for (const el of mounted.splice(0)) el.remove();
  globalThis.fetch = realFetch;
});

describe('<oc-web-chat> earlier conversations', () => {
  it('lists an identified visitor’s earlier conversations above the current one', async () => {
    serve(() =>
      json({
        conversations: [
          { uuid: 'r2', closed_at: '2026-03-02T10:00:00Z', last_message: 'Merci, à bientôt' },
          { uuid: 'r1', closed_at: '2026-02-01T10:00:00Z', last_message: null },
        ],
      }),
    );
    const { ui } = await open('signed.visitor.token');
    const list = await waitFor(() => ui.getByRole('group', { name: 'Conversations précédentes' }));
    expect(list.textContent).to.contain('Merci, à bientôt');
    expect(list.textContent).to.contain('(sans texte)');
    const asked = calls.filter((c) => c.url.endsWith('/guests/history'));
    expect(asked).to.have.length(1);
    expect(JSON.parse(asked[0]?.body ?? '{}')).to.deep.equal({ skill: 1, identity: 'signed.visitor.token' });
  });

  it('says so in English when the list cannot be read', async () => {
    serve(() => new Response('null', { status: 503 }));
    const { ui } = await open('signed.visitor.token', 'en');
    await waitFor(() => ui.getByText('Your earlier conversations could not be loaded.'));
  });

  it('an anonymous visitor asks for no history', async () => {
    serve(() => json({ conversations: [] }));
    const { el, ui } = await open(null);
    await waitFor(() => ui.getByRole('log'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await el.updateComplete;
    expect(calls.filter((c) => c.url.endsWith('/history'))).to.deep.equal([]);
    expect(ui.queryByRole('group', { name: 'Conversations précédentes' })).to.equal(null);
  });
});
