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
    expect(link.rel).to.equal('noopener noreferrer nofollow');
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
    expect(link.rel).to.equal('noopener noreferrer nofollow');
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

  it('shows payments and places as text with only safe links, and session events as system lines', async () => {
    const { log } = await showing([
      { type: 'payment', amount: 10, currency: 'EUR', url: 'javascript:window.__pwned = 1' },
      { type: 'location', lat: 48.85, lng: 2.35, label: '<b>Paris</b>' },
    ]);
    expect(log.textContent).to.contain('Demande de paiement :');
    expect(log.textContent).to.contain('Position : <b>Paris</b> (48.85, 2.35)');
    const links = [...log.querySelectorAll('a')];
    expect(links.map((a) => new URL(a.href).hostname)).to.deep.equal(['www.openstreetmap.org']);
    expect(log.querySelector('b')).to.equal(null);
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

/*
 * A long conversation: the latest page first, older pages while scrolling up (what is read stays
 * in place), following new messages at the bottom and offering "Nouveaux messages" when reading
 * back.
 */
describe('<oc-agent-inbox> long conversations', () => {
  afterEach(unmountAll);

  const long = makeRoom({ status: 'running', at: 2, infos: { name: 'Paula Long', origin: 'web' } });
  const history = Array.from({ length: 250 }, (_, i) =>
    makeMessage({ room: long.uuid, at: i, rich_content: { type: 'txt', text: `m${i + 1}` } }),
  );

  /** get_messages as the server pages it (spec 000 §7). */
  function paged(frame: Record<string, unknown>) {
    const before = frame.lastevent ? history.findIndex((m) => m.event === frame.lastevent) : history.length;
    const from = Math.max(0, before - 100);
    return { data: { messages: history.slice(from, before), has_more: from > 0 } };
  }

  async function openLong() {
    const mounted = await mountInbox(
      { rooms: [long], messages: {}, commands: { get_messages: paged } },
      { 'room-id': long.uuid },
    );
    // A screen-sized inbox: the log scrolls instead of growing with its messages.
    mounted.element.style.display = 'block';
    mounted.element.style.height = '640px';
    const log = await mounted.screen.findByRole('log', { name: 'Messages' });
    await waitFor(() => expect(log.querySelectorAll('li')).to.have.length(100));
    return { ...mounted, log };
  }

  const atBottom = (log: HTMLElement) => log.scrollHeight - log.scrollTop - log.clientHeight < 2;
  const row = (log: HTMLElement, text: string) =>
    [...log.querySelectorAll('li')].find((li) => li.textContent?.includes(text)) as HTMLElement;

  it('opens on the latest page, at the bottom', async () => {
    const { log } = await openLong();
    expect(log.textContent).to.contain('m250');
    expect(log.textContent).not.to.contain('m150 ');
    expect(log.scrollHeight).to.be.greaterThan(log.clientHeight);
    await waitFor(() => expect(atBottom(log)).to.equal(true));
  });

  it('loads the older page when scrolled to the top, keeping the read message in place', async () => {
    const { log, server } = await openLong();
    const first = row(log, 'm151');
    const place = () => first.getBoundingClientRect().top - log.getBoundingClientRect().top;
    log.scrollTop = 0;
    log.dispatchEvent(new Event('scroll'));
    const before = place();
    await waitFor(() => expect(log.querySelectorAll('li')).to.have.length(200));
    expect(server.commands('get_messages').at(-1)).to.include({
      room: long.uuid,
      lastevent: history[150]?.event,
    });
    expect(Math.abs(place() - before)).to.be.lessThan(2, 'm151 stays where it was read');
    expect(log.querySelector('li')?.textContent).to.contain('m51');
  });

  it('loads the last older page from the button, then offers no more', async () => {
    const { log, screen } = await openLong();
    (await screen.findByRole('button', { name: 'Afficher les messages précédents' })).click();
    await waitFor(() => expect(log.querySelectorAll('li')).to.have.length(200));
    screen.getByRole('button', { name: 'Afficher les messages précédents' }).click();
    await waitFor(() => expect(log.querySelectorAll('li')).to.have.length(250));
    expect(screen.queryByRole('button', { name: 'Afficher les messages précédents' })).to.equal(null);
    expect(log.querySelector('li')?.textContent).to.contain('m1');
  });

  it('draws a whole history from its end, and the rest as the agent scrolls up', async () => {
    const mounted = await mountInbox(
      { rooms: [long], messages: { [long.uuid]: history } },
      { 'room-id': long.uuid },
    );
    mounted.element.style.display = 'block';
    mounted.element.style.height = '640px';
    const log = await mounted.screen.findByRole('log', { name: 'Messages' });
    await waitFor(() => expect(log.querySelectorAll('li')).to.have.length(150));
    expect(log.querySelector('li')?.textContent).to.contain('m101');
    await waitFor(() => expect(atBottom(log)).to.equal(true));
    log.scrollTop = 0;
    log.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(log.querySelectorAll('li')).to.have.length(250));
    expect(mounted.server.commands('get_messages')).to.have.length(1, 'drawn from what is there');
  });

  it('follows new messages at the bottom; reading back, offers "Nouveaux messages"', async () => {
    const { log, screen, server } = await openLong();
    await waitFor(() => expect(atBottom(log)).to.equal(true));
    const say = (seq: number, text: string) =>
      server.current.push({
        type: 'event',
        seq,
        kind: 'message',
        data: makeMessage({ room: long.uuid, at: 1000 + seq, rich_content: { type: 'txt', text } }),
      });
    say(1, 'suivi en bas');
    await waitFor(() => expect(log.textContent).to.contain('suivi en bas'));
    await waitFor(() => expect(atBottom(log)).to.equal(true));
    expect(screen.queryByRole('button', { name: 'Nouveaux messages' })).to.equal(null);

    log.scrollTop = log.scrollHeight / 2;
    log.dispatchEvent(new Event('scroll'));
    const reading = log.scrollTop;
    say(2, 'pendant la lecture');
    const jump = await screen.findByRole('button', { name: 'Nouveaux messages' });
    expect(log.scrollTop).to.equal(reading, 'the scroll is left alone');
    jump.click();
    await waitFor(() => expect(atBottom(log)).to.equal(true));
    expect(screen.queryByRole('button', { name: 'Nouveaux messages' })).to.equal(null);
  });
});
