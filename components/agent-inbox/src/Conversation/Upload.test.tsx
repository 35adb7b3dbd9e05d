/// <reference types="mocha" />

import { FakeXhr } from '@omnicanal/element/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { insertIntoDraft } from '../model/draft.ts';
import { makeRoom } from '../testing/fixtures.ts';
import { focused, mountInbox, unmountAll } from '../testing/mount.ts';

/*
 * Sending a file from the composer: checked in the browser first (5 MB, spec 000 §9), uploaded
 * with its progress shown, then sent as a `file` message; refusals of spec 000 §8 shown in place.
 * Also: text other panels insert lands in the open room's draft.
 */

/** A stand-in XMLHttpRequest the test answers by hand. */
const realXhr = globalThis.XMLHttpRequest;
const room = makeRoom({ status: 'running', at: 5, infos: { name: 'Hugo Blanc', origin: 'web' } });
const MB = 1024 * 1024;

async function openRoom() {
  FakeXhr.sent = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  const mounted = await mountInbox({ rooms: [room], messages: {} }, { 'room-id': room.uuid });
  const attach = await mounted.screen.findByRole('button', { name: 'Joindre un fichier' });
  await waitFor(() => expect((attach as HTMLButtonElement).disabled).to.equal(false));
  const input = mounted.element.shadowRoot?.querySelector('input[type=file]') as HTMLInputElement;
  const form = mounted.element.shadowRoot?.querySelector('form.composer') as HTMLFormElement;
  // The composer's own alerts: other panels of the inbox may show theirs.
  return { ...mounted, input, form, composer: within(form) };
}

function choose(input: HTMLInputElement, file: File) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  fireEvent.change(input);
}

const pdf = (size = 1000, name = 'facture.pdf') =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('<oc-agent-inbox> composer: files', () => {
  afterEach(() => {
    unmountAll();
    globalThis.XMLHttpRequest = realXhr;
  });

  it('refuses a 6 MB file in the browser: the size message, nothing uploaded or sent', async () => {
    const { composer, input, server } = await openRoom();
    choose(input, pdf(6 * MB, 'gros.pdf'));
    expect((await composer.findByRole('alert')).textContent).to.equal('Taille maximale de fichier dépassée');
    expect(FakeXhr.sent).to.have.length(0);
    expect(server.commands('send_message')).to.have.length(0);
    composer.getByRole('button', { name: 'Masquer' }).click();
    await waitFor(() => expect(composer.queryByRole('alert')).to.equal(null));
  });

  it('uploads with its progress shown, then sends the file message', async () => {
    const { screen, input, server } = await openRoom();
    choose(input, pdf(2000));
    await waitFor(() => expect(FakeXhr.sent).to.have.length(1));
    const xhr = FakeXhr.sent[0] as FakeXhr;
    expect(xhr.method).to.equal('POST');
    expect(new URL(xhr.url).pathname).to.equal('/api/uploads/files');
    expect(xhr.headers.authorization).to.match(/^Bearer test-token-\d+$/);
    expect([xhr.body?.get('auth_required'), xhr.body?.get('origin')]).to.deep.equal(['false', 'agent']);
    expect((xhr.body?.get('file') as File | undefined)?.name).to.equal('facture.pdf');

    const bar = (await screen.findByRole('progressbar', {
      name: 'Envoi de facture.pdf',
    })) as HTMLProgressElement;
    expect(bar.value).to.equal(0);
    expect(
      (screen.getByRole('button', { name: 'Joindre un fichier' }) as HTMLButtonElement).disabled,
    ).to.equal(true);
    xhr.progress(800, 2000);
    await waitFor(() => expect(bar.value).to.equal(40));

    const url = `${location.origin}/api/uploads/files/${'a'.repeat(32)}/facture.pdf`;
    xhr.answer(201, { url, name: 'facture.pdf', mimetype: 'application/pdf' });
    await waitFor(() => expect(server.commands('send_message')).to.have.length(1));
    expect(server.commands('send_message')[0]?.rich_content).to.deep.equal({
      type: 'file',
      url,
      name: 'facture.pdf',
      mimetype: 'application/pdf',
    });
    await waitFor(() => expect(screen.queryByRole('progressbar')).to.equal(null));
    // Shown at once in the log as the agent's message, by its name.
    expect(await screen.findByRole('link', { name: 'facture.pdf' })).to.exist;
  });

  const refusals: [string, (xhr: FakeXhr) => void, string][] = [
    ['a 400', (xhr) => xhr.answer(400, { error: 'file_too_large' }), 'Taille maximale de fichier dépassée'],
    ['a dropped connection (status 0)', (xhr) => xhr.fail(), 'Taille maximale de fichier dépassée'],
    [
      'a 400 naming the format',
      (xhr) => xhr.answer(400, { error: 'file_format_not_allowed' }),
      'Format de fichier non autorisé',
    ],
  ];
  for (const [what, answer, message] of refusals)
    it(`shows "${message}" after ${what}, and sends nothing`, async () => {
      const { composer, input, server } = await openRoom();
      choose(input, pdf());
      await waitFor(() => expect(FakeXhr.sent).to.have.length(1));
      answer(FakeXhr.sent[0] as FakeXhr);
      expect((await composer.findByRole('alert')).textContent).to.equal(message);
      expect(server.commands('send_message')).to.have.length(0);
      expect(composer.queryByRole('progressbar')).to.equal(null);
    });

  it('refuses a type not on the list before sending it', async () => {
    const { composer, input } = await openRoom();
    choose(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect((await composer.findByRole('alert')).textContent).to.equal('Format de fichier non autorisé');
    expect(FakeXhr.sent).to.have.length(0);
  });

  it('takes a file dropped on the composer; cancelling stops it', async () => {
    const { form, composer, server } = await openRoom();
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(pdf(500, 'plan.pdf'));
    const drag = (type: string) =>
      form.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
    drag('dragover');
    expect(await composer.findByText("Déposez le fichier pour l'envoyer")).to.exist;
    drag('drop');
    await waitFor(() => expect(FakeXhr.sent).to.have.length(1));
    expect((FakeXhr.sent[0]?.body?.get('file') as File | undefined)?.name).to.equal('plan.pdf');
    expect(composer.queryByText("Déposez le fichier pour l'envoyer")).to.equal(null);
    composer.getByRole('button', { name: "Annuler l'envoi" }).click();
    await waitFor(() => expect(composer.queryByRole('progressbar')).to.equal(null));
    expect(FakeXhr.sent[0]?.aborted).to.equal(true);
    expect(composer.queryByRole('alert')).to.equal(null);
    expect(server.commands('send_message')).to.have.length(0);
  });

  it('appends inserted text to this room draft only, and focuses it', async () => {
    const { element, screen } = await openRoom();
    const box = screen.getByRole('textbox', { name: 'Votre réponse' }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Bonjour,' } });
    insertIntoDraft('another-room', 'ignoré');
    insertIntoDraft(room.uuid, 'voici la procédure.');
    await waitFor(() => expect(box.value).to.equal('Bonjour, voici la procédure.'));
    expect(focused(element)).to.equal(box);
  });
});
