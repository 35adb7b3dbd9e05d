/// <reference types="mocha" />
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { makeRoom, makeUser } from '../testing/fixtures.ts';
import { mountInbox, unmountAll, type World } from '../testing/mount.ts';

/*
 * The agent controls of the inbox header: open conversations against the maximum, the break asked
 * for through a confirmation dialog and followed live when a manager sets it, the autofill switch.
 */

const settings = (over: Record<string, unknown> = {}) => ({
  ...makeUser({ max_rooms: 2 }),
  auto_fill: false,
  status: 1,
  ...over,
});

function world(over: Partial<World> = {}, answer: Record<string, unknown> = {}): World {
  return {
    rooms: [],
    messages: {},
    ...over,
    commands: {
      settings: (frame) => ({
        data: settings({ ...answer, ...((frame.update as Record<string, unknown>) ?? {}) }),
      }),
      pause: (frame) => ({ data: { pause: frame.pause } }),
      ...over.commands,
    },
  };
}

const bar = async (screen: ReturnType<typeof within>) =>
  within(await screen.findByRole('group', { name: 'Mon activité' }));

describe('<oc-agent-inbox> agent bar', () => {
  afterEach(unmountAll);

  it('counts my open conversations against my maximum, and says when it is reached', async () => {
    const { screen } = await mountInbox(world({ rooms: [makeRoom({ status: 'running' })] }));
    const controls = await bar(screen);
    const count = await controls.findByText('Conversations ouvertes : 1 / 2');
    expect(count.classList.contains('full')).to.equal(false);
    expect(controls.queryByText(/maximum atteint/)).to.equal(null);
    unmountAll();

    const full = await mountInbox(
      world({ rooms: [makeRoom({ status: 'running' }), makeRoom({ status: 'late' })] }),
    );
    const fullBar = await bar(full.screen);
    await fullBar.findByText(/maximum atteint/);
    expect(fullBar.getByText(/Conversations ouvertes : 2 \/ 2/).classList.contains('full')).to.equal(true);
  });

  it('asks before a break, then shows it; cancelling changes nothing', async () => {
    const { screen, server } = await mountInbox(world());
    const controls = await bar(screen);
    controls.getByRole('button', { name: 'Faire une pause' }).click();
    let dialog = within(await screen.findByRole('dialog', { name: 'Faire une pause ?' }));
    dialog.getByRole('button', { name: 'Annuler' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(server.commands('pause')).to.have.length(0);

    controls.getByRole('button', { name: 'Faire une pause' }).click();
    dialog = within(await screen.findByRole('dialog', { name: 'Faire une pause ?' }));
    dialog.getByRole('button', { name: 'Faire une pause' }).click();
    await controls.findByRole('status');
    expect(controls.getByRole('status').textContent).to.equal('En pause');
    expect(server.commands('pause').map((f) => f.pause)).to.deep.equal([true]);

    controls.getByRole('button', { name: 'Reprendre' }).click();
    dialog = within(await screen.findByRole('dialog', { name: 'Reprendre ?' }));
    dialog.getByRole('button', { name: 'Reprendre' }).click();
    await controls.findByRole('button', { name: 'Faire une pause' });
    expect(controls.queryByRole('status')).to.equal(null);
  });

  it('follows a break set by a manager, live', async () => {
    const { screen, server } = await mountInbox(world());
    const controls = await bar(screen);
    await controls.findByRole('button', { name: 'Faire une pause' });
    server.current.push({ type: 'event', seq: 12, kind: 'pause', data: { pause: true } });
    expect((await controls.findByRole('status')).textContent).to.equal('En pause');
    await controls.findByRole('button', { name: 'Reprendre' });
  });

  it('shows the autofill switch only with a skill on auto-allocation, and turns it on', async () => {
    const none = await mountInbox(world());
    await (await bar(none.screen)).findByText('Conversations ouvertes : 0 / 2');
    expect(none.screen.queryByRole('switch', { name: 'Attribution automatique' })).to.equal(null);
    unmountAll();

    const skills = { skills: [{ id: 1, auto_allocation: true }], groups: [] };
    const { screen, server } = await mountInbox(world({}, { permissions: skills }));
    const toggle = await (await bar(screen)).findByRole('switch', { name: 'Attribution automatique' });
    expect((toggle as HTMLInputElement).checked).to.equal(false);
    fireEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).to.equal(true));
    expect(server.commands('settings').at(-1)?.update).to.deep.equal({ auto_fill: true });
  });
});
