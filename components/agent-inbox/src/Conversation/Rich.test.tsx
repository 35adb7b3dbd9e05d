/// <reference types="mocha" />
import type { Message, RichContent } from '@omnicanal/api';
import { waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { setHistory } from '../model/messages.ts';
import { makeMessage, makeRoom } from '../testing/fixtures.ts';
import { mountInbox, unmountAll } from '../testing/mount.ts';

/*
 * Every rich content of spec 000 §3 (and the timeslots and callback offers) as the agent reads it:
 * links only for http(s), names and labels as text, pictures only for image files.
 */

const room = makeRoom({ status: 'running', at: 1, infos: { name: 'Iris', origin: 'web' } });
const ONERROR = '<img src=x onerror="window.__pwned = 1">';

async function showing(contents: RichContent[]) {
  const mounted = await mountInbox({ rooms: [room], messages: {} }, { 'room-id': room.uuid });
  const log = await mounted.screen.findByRole('log', { name: 'Messages' });
  await waitFor(() => expect(log.textContent).to.contain('Aucun message'));
  const messages: Message[] = contents.map((rich_content, i) =>
    makeMessage({ room: room.uuid, at: i, rich_content, author: { uuid: null, name: 'Iris' } }),
  );
  setHistory(room.uuid, messages);
  await waitFor(() => expect(log.querySelectorAll('li:not(.rich li)')).to.have.length(contents.length));
  return { ...mounted, log, inLog: within(log) };
}

const linkTo = (link: HTMLElement) => {
  const a = link as HTMLAnchorElement;
  return { href: a.href, target: a.target, rel: a.rel };
};
const OUT = { target: '_blank', rel: 'noopener noreferrer nofollow' };

describe('<oc-agent-inbox> rich contents', () => {
  afterEach(() => {
    unmountAll();
    delete (window as { __pwned?: number }).__pwned;
  });

  it('url: a safe link with its description and picture; a javascript: URL stays text', async () => {
    const { inLog, log } = await showing([
      {
        type: 'url',
        url: 'https://shop.example/chaise',
        desc: 'Chaise bleue',
        img: 'https://shop.example/c.png',
      },
      { type: 'url', url: 'javascript:window.__pwned = 1', desc: null, img: 'javascript:alert(1)' },
    ]);
    expect(linkTo(inLog.getByRole('link', { name: 'Chaise bleue' }))).to.deep.equal({
      href: 'https://shop.example/chaise',
      ...OUT,
    });
    // A picture from another site is not loaded until the agent asks for it.
    expect(log.querySelectorAll('img')).to.have.length(0);
    expect(log.textContent).to.contain('Image hébergée sur shop.example');
    inLog.getByRole('button', { name: "Afficher l'image" }).click();
    await waitFor(() => expect(log.querySelectorAll('img')).to.have.length(1));
    expect(log.querySelector('img')?.getAttribute('src')).to.equal('https://shop.example/c.png');
    expect(log.textContent).to.contain('javascript:window.__pwned = 1');
    expect(log.querySelectorAll('a')).to.have.length(1);
  });

  it('file: a download link named by the file; a thumbnail for pictures only; markup in names is text', async () => {
    const { inLog, log } = await showing([
      { type: 'file', url: 'https://files.example/p.png', name: 'photo.png', mimetype: 'image/png' },
      {
        type: 'file',
        url: 'https://files.example/f.pdf',
        name: `${ONERROR}.pdf`,
        mimetype: 'application/pdf',
      },
      { type: 'file', url: 'https://files.example/x.html', name: 'page.html', mimetype: 'text/html' },
      { type: 'file', url: 'javascript:window.__pwned = 1', name: 'piège.pdf', mimetype: 'application/pdf' },
    ]);
    const photo = inLog.getByRole('link', { name: 'photo.png' }) as HTMLAnchorElement;
    expect(linkTo(photo)).to.deep.equal({ href: 'https://files.example/p.png', ...OUT });
    expect(photo.getAttribute('download')).to.equal('photo.png');
    expect(log.querySelectorAll('img')).to.have.length(0);
    inLog.getByRole('button', { name: "Afficher l'image" }).click();
    const preview = await inLog.findByRole('img', { name: 'Aperçu de photo.png' });
    expect(preview.getAttribute('src')).to.equal('https://files.example/p.png');
    expect(inLog.getByRole('link', { name: `${ONERROR}.pdf` })).to.exist;
    expect(inLog.getByRole('link', { name: 'page.html' })).to.exist;
    // One picture: the PNG's; the PDF's markup name made none, the HTML file shows no preview.
    expect(log.querySelectorAll('img')).to.have.length(1);
    expect(log.querySelectorAll('img[onerror]')).to.have.length(0);
    expect(inLog.queryByRole('link', { name: 'piège.pdf' })).to.equal(null);
    expect(log.textContent).to.contain('piège.pdf');
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
  });

  it('an outside picture waits behind a labelled button that the keyboard reaches; focus moves to the picture', async () => {
    const { inLog, log } = await showing([
      { type: 'file', url: 'https://cdn.example/chat.jpg', name: 'chat.jpg', mimetype: 'image/jpeg' },
    ]);
    const button = inLog.getByRole('button', { name: "Afficher l'image" }) as HTMLButtonElement;
    expect(button.closest('.image-placeholder')?.textContent).to.contain('Image hébergée sur cdn.example');
    button.focus();
    const root = button.getRootNode() as ShadowRoot;
    expect(root.activeElement).to.equal(button);
    button.click();
    const picture = await inLog.findByRole('img', { name: 'Aperçu de chat.jpg' });
    await waitFor(() => expect(root.activeElement).to.equal(picture));
    expect(inLog.queryByRole('button', { name: "Afficher l'image" })).to.equal(null);
    expect(log.querySelectorAll('img')).to.have.length(1);
  });

  it("a visitor's answers to room actions read as sentences", async () => {
    const answer = {
      type: 'room_event_answer',
      invitation: 'e-1',
      slot: null,
      phone_number: null,
      status: null,
    } as const;
    const { log } = await showing([
      { ...answer, kind: 'authentication' },
      { ...answer, kind: 'callback', phone_number: '+33 6 12 34 56 78' },
      { ...answer, kind: 'payment', status: 'cancelled' },
    ]);
    const text = log.textContent ?? '';
    expect(text).to.contain("Le visiteur a répondu à la demande d'authentification");
    expect(text).to.contain('Le visiteur demande à être rappelé au +33 6 12 34 56 78');
    expect(text).to.contain('Le visiteur a renoncé au paiement');
    expect(text).not.to.contain('non affiché');
  });

  it('location: the label as text and a map link built from the numbers', async () => {
    const { inLog, log } = await showing([
      { type: 'location', lat: 48.85, lng: 2.35, label: '<b>Paris</b>' },
    ]);
    expect(log.textContent).to.contain('Position : <b>Paris</b> (48.85, 2.35)');
    expect(linkTo(inLog.getByRole('link', { name: 'Voir sur la carte' }))).to.deep.equal({
      href: 'https://www.openstreetmap.org/?mlat=48.850000&mlon=2.350000#map=16/48.850000/2.350000',
      ...OUT,
    });
    expect(log.querySelectorAll('b')).to.have.length(0);
  });

  it('payment, authentication, co-browsing and video call: readable, links only when safe', async () => {
    const { inLog, log } = await showing([
      { type: 'payment', amount: 49.9, currency: 'EUR', url: 'https://pay.example/1' },
      { type: 'payment', amount: 10, currency: 'EUR', url: 'javascript:window.__pwned = 1' },
      { type: 'authentication', title: ONERROR, uuid: 'a-1' },
      { type: 'cobrowsing', expires_at: '2026-01-01T10:30:00.000Z', token: 'secret-token' },
      { type: 'webrtc', url: 'https://meet.example/room' },
    ]);
    const text = log.textContent ?? '';
    expect(text).to.match(/Demande de paiement : 49,90\s€/);
    expect(linkTo(inLog.getByRole('link', { name: 'Payer' }))).to.deep.equal({
      href: 'https://pay.example/1',
      ...OUT,
    });
    expect(inLog.getAllByRole('link', { name: 'Payer' })).to.have.length(1);
    expect(text).to.contain(`Demande d'authentification : ${ONERROR}`);
    expect(text).to.match(/Invitation au co-browsing \(valable jusqu'à 01\/01\/2026/);
    expect(text).not.to.contain('secret-token');
    expect(linkTo(inLog.getByRole('link', { name: "Rejoindre l'appel" }))).to.deep.equal({
      href: 'https://meet.example/room',
      ...OUT,
    });
    expect(log.querySelectorAll('img')).to.have.length(0);
  });

  it('timeslots and callback offers list what was offered', async () => {
    const { log } = await showing([
      {
        type: 'timeslots',
        title: 'Rendez-vous en boutique',
        slots: [
          { start: '2026-12-01T09:00:00.000Z', end: '2026-12-01T09:30:00.000Z' },
          { start: '2026-12-02T14:00:00.000Z', end: '2026-12-02T14:30:00.000Z' },
        ],
      },
      { type: 'callback', title: 'Un conseiller vous rappelle', phone_number: '+33 6 12 34 56 78' },
    ]);
    expect(log.textContent).to.contain('Créneaux proposés : Rendez-vous en boutique');
    const slots = [...log.querySelectorAll('.timeslots li')].map((li) => li.textContent);
    expect(slots).to.have.length(2);
    expect(slots[0]).to.match(/^01\/12\/2026 \d\d:\d\d – 01\/12\/2026 \d\d:\d\d$/);
    expect(log.textContent).to.contain('Proposition de rappel : Un conseiller vous rappelle');
    expect(log.textContent).to.contain('Numéro : +33 6 12 34 56 78');
  });

  it('a file of this inbox uploads service gets a signed link, so it opens without the token header', async () => {
    const id = 'b'.repeat(32);
    const url = `${location.origin}/api/uploads/files/${id}/secret.pdf`;
    const signed = `${url}?expires=9999999999&sig=abc`;
    const mounted = await mountInbox(
      {
        rooms: [room],
        messages: {
          [room.uuid]: [
            makeMessage({
              room: room.uuid,
              rich_content: { type: 'file', url, name: 'secret.pdf', mimetype: 'application/pdf' },
            }),
          ],
        },
        http: {
          [`POST /files/${id}/link`]: () =>
            new Response(JSON.stringify({ url: signed, expires_at: '2999-01-01T00:00:00.000Z' }), {
              status: 200,
              headers: { 'content-type': 'application/json' },
            }),
        },
      },
      { 'room-id': room.uuid },
    );
    const link = (await mounted.screen.findByRole('link', { name: 'secret.pdf' })) as HTMLAnchorElement;
    await waitFor(() => expect(link.href).to.equal(signed));
  });
});
