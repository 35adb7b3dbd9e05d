/// <reference types="mocha" />
import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { makeRoom } from './testing/fixtures.ts';
import { mountInbox, unmountAll } from './testing/mount.ts';

/*
 * What a host hears when the open conversation comes and goes: the console hides its header while
 * a conversation is open (spec 000 §2) and needs to know when it is put away.
 */

const lea = makeRoom({ status: 'running', at: 10, infos: { name: 'Léa Durand', origin: 'web' } });

describe('<oc-agent-inbox> open and close events', () => {
  afterEach(unmountAll);

  it('sends oc-room-close with the room once the room-id attribute is removed', async () => {
    const { element, screen } = await mountInbox({ rooms: [lea], messages: {} }, { 'room-id': lea.uuid });
    const heard: CustomEvent[] = [];
    for (const name of ['oc-room-open', 'oc-room-close'])
      element.addEventListener(name, (e) => heard.push(e as CustomEvent));
    expect(await screen.findByRole('heading', { name: 'Léa Durand' })).to.exist;
    element.removeAttribute('room-id');
    await waitFor(() => expect(heard.map((e) => e.type)).to.include('oc-room-close'));
    const close = heard.find((e) => e.type === 'oc-room-close');
    expect(close?.detail).to.deep.equal({ room: { uuid: lea.uuid } });
    expect(close?.bubbles && close.composed).to.equal(true);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Léa Durand' })).to.equal(null));
  });

  it('sends no oc-room-close while no conversation was open', async () => {
    const { element, screen } = await mountInbox({ rooms: [lea], messages: {} });
    const closes: Event[] = [];
    element.addEventListener('oc-room-close', (e) => closes.push(e));
    await screen.findByRole('tab', { name: /^En attente/ });
    element.setAttribute('room-id', '');
    element.removeAttribute('room-id');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closes).to.have.length(0);
  });
});
