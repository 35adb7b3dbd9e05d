/// <reference types="mocha" />
import type { Message, RichContent } from '@omnicanal/api';
import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { setHistory } from '../model/messages.ts';
import { makeMessage, makeRoom } from '../testing/fixtures.ts';
import { mountInbox, unmountAll } from '../testing/mount.ts';

/*
 * Whatever a visitor sends is shown as text: markup stays text, only http(s) links are links, and
 * nothing the visitor wrote becomes an element of the page. The corpus is fed straight into the
 * messages model, past the schema that would refuse part of it on the wire: the rendering must be
 * safe on its own.
 */

const XSS = [
  '<script>window.__pwned = 1</script>',
  '<img src=x onerror="window.__pwned = 1">',
  '<svg onload="window.__pwned = 1"></svg>',
  '<iframe src="javascript:window.__pwned = 1"></iframe>',
  '"><a href="javascript:window.__pwned = 1">x</a>',
  '<style>*{display:none}</style>',
  '{{constructor.constructor("window.__pwned = 1")()}}',
  '&lt;b&gt;entities&lt;/b&gt; <b>bold</b>',
];

const room = makeRoom({ status: 'running', at: 1, infos: { name: 'Eve <b>Hacker</b>', origin: 'web' } });

async function showing(contents: RichContent[]) {
  const mounted = await mountInbox({ rooms: [room], messages: {} }, { 'room-id': room.uuid });
  const log = await mounted.screen.findByRole('log', { name: 'Messages' });
  await waitFor(() => expect(log.textContent).to.contain('Aucun message'));
  const messages: Message[] = contents.map((rich_content, i) =>
    makeMessage({ room: room.uuid, at: i, rich_content, author: { uuid: null, name: XSS[1] ?? '' } }),
  );
  setHistory(room.uuid, messages);
  await waitFor(() => expect(log.querySelectorAll('li')).to.have.length(contents.length));
  return { ...mounted, log };
}

/** Elements a visitor could only have created through markup. */
const INJECTED = 'script, img, svg, iframe, style, b, object, embed';

describe('<oc-agent-inbox> message rendering', () => {
  afterEach(() => {
    unmountAll();
    delete (window as { __pwned?: number }).__pwned;
  });

  it('shows markup in text messages as text', async () => {
    const { log } = await showing(XSS.map((text) => ({ type: 'txt', text })));
    for (const text of XSS) expect(log.textContent).to.contain(text);
    expect(log.querySelectorAll(INJECTED)).to.have.length(0);
    expect(log.querySelectorAll('a')).to.have.length(0);
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
  });

  it('keeps the line breaks of a text', async () => {
    const { log } = await showing([{ type: 'txt', text: 'ligne 1\nligne 2' }]);
    const text = log.querySelector('.text') as HTMLElement;
    expect(text.textContent).to.equal('ligne 1\nligne 2');
    expect(getComputedStyle(text).whiteSpace).to.equal('pre-wrap');
  });

  it('makes only http(s) URLs links, opening a new tab without opener', async () => {
    const { log, screen } = await showing([
      { type: 'url', url: 'https://example.com/suivi', desc: XSS[0] },
      { type: 'url', url: 'javascript:window.__pwned = 1', desc: 'cliquez ici' },
      { type: 'url', url: 'data:text/html,<script>window.__pwned=1</script>' },
    ]);
    const links = screen.getAllByRole('link');
    expect(links).to.have.length(1);
    const link = links[0] as HTMLAnchorElement;
    expect(link.href).to.equal('https://example.com/suivi');
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.equal('noopener noreferrer');
    expect(link.textContent).to.equal(XSS[0]);
    expect(log.textContent).to.contain('cliquez ici');
    expect(log.textContent).to.contain('data:text/html,<script>');
    expect(log.querySelectorAll(INJECTED)).to.have.length(0);
  });

  it('shows a file by its name, as a link only when its URL is http(s)', async () => {
    const { log, screen } = await showing([
      {
        type: 'file',
        url: 'https://files.example.com/facture.pdf',
        name: XSS[1] ?? '',
        mimetype: 'application/pdf',
      },
      { type: 'file', url: 'javascript:window.__pwned = 1', name: 'piège.pdf', mimetype: 'application/pdf' },
    ]);
    const link = screen.getByRole('link', { name: XSS[1] }) as HTMLAnchorElement;
    expect(link.href).to.equal('https://files.example.com/facture.pdf');
    expect(link.rel).to.equal('noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'piège.pdf' })).to.equal(null);
    expect(log.textContent).to.contain('piège.pdf');
    expect(log.querySelectorAll(INJECTED)).to.have.length(0);
  });

  it('shows author names and room names as text', async () => {
    const { log, element } = await showing([{ type: 'txt', text: 'bonjour' }]);
    expect(log.textContent).to.contain(XSS[1]);
    expect(element.shadowRoot?.querySelectorAll(INJECTED)).to.have.length(0);
    expect(element.shadowRoot?.textContent).to.contain('Eve <b>Hacker</b>');
  });

  it('shows other contents as a neutral line and session events as system lines', async () => {
    const { log } = await showing([
      { type: 'payment', amount: 10, currency: 'EUR', url: 'javascript:window.__pwned = 1' },
      { type: 'location', lat: 48.85, lng: 2.35, label: '<b>Paris</b>' },
    ]);
    expect(log.textContent).to.contain('Contenu « payment » non affiché ici.');
    expect(log.textContent).to.contain('Position : <b>Paris</b> (48.85, 2.35)');
    expect(log.querySelectorAll('a')).to.have.length(0);
    setHistory(room.uuid, [
      makeMessage({
        room: room.uuid,
        kind: 'event',
        rich_content: { type: 'txt', text: 'session_taken' },
        author: { uuid: 'x', name: 'Alice Martin' },
      }),
    ]);
    await waitFor(() => expect(log.textContent).to.contain('Alice Martin a pris en charge la discussion'));
    expect(log.querySelector('li.system')).to.exist;
  });
});
