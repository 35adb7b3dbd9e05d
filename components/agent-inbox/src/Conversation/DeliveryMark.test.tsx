/// <reference types="mocha" />
import { waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { makeMessage, makeRoom } from '../testing/fixtures.ts';
import { mountInbox, unmountAll } from '../testing/mount.ts';

/*
 * A reply that went out through a channel (WhatsApp…) shows where it stands with the provider,
 * beside its time, as the socket's `delivery` events say; a failure shows the provider's code.
 */

const room = makeRoom({ status: 'running', at: 1, infos: { name: 'Jo', origin: 'whatsapp' } });
const reply = makeMessage({
  room: room.uuid,
  kind: 'agent',
  rich_content: { type: 'txt', text: 'Bonjour Jo' },
  author: { uuid: 'agent-1', name: 'Alice' },
});
const question = makeMessage({ room: room.uuid, rich_content: { type: 'txt', text: 'Une question' } });

const delivery = (seq: number, status: string, error_code: string | null = null, message = reply.event) => ({
  type: 'event',
  seq,
  kind: 'delivery',
  data: { room: room.uuid, message, status, error_code },
});

describe('<oc-agent-inbox> delivery of channel replies', () => {
  afterEach(unmountAll);

  it('follows a reply from queued to delivered, beside its time, and only on the reply', async () => {
    const { screen, server } = await mountInbox(
      { rooms: [room], messages: { [room.uuid]: [question, reply] } },
      { 'room-id': room.uuid },
    );
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('Bonjour Jo');
    server.current.push(delivery(1, 'queued'));
    await within(log).findByText('En attente');
    server.current.push(delivery(2, 'delivered'));
    const mark = await within(log).findByText('Distribué');
    expect(mark.closest('li')?.textContent).to.contain('Bonjour Jo');
    expect(within(log).queryByText('En attente')).to.equal(null);
    // The visitor's message has no delivery of its own.
    const visitorRow = within(log).getByText('Une question').closest('li') as HTMLElement;
    expect(visitorRow.querySelector('.delivery')).to.equal(null);
  });

  it("shows a failure with the provider's code", async () => {
    const { screen, server } = await mountInbox(
      { rooms: [room], messages: { [room.uuid]: [reply] } },
      { 'room-id': room.uuid },
    );
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('Bonjour Jo');
    server.current.push(delivery(1, 'failed', '131026'));
    await waitFor(() => expect(log.textContent).to.contain('Non distribué (131026)'));
  });
});
