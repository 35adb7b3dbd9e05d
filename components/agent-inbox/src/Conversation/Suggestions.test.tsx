/// <reference types="mocha" />
import { waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { makeMessage, makeRoom } from '../testing/fixtures.ts';
import { mountInbox, unmountAll } from '../testing/mount.ts';

/*
 * Smart-coaching suggestions: asked for each visitor message when one of the user's skills has the
 * service, usable in one click; nothing at all otherwise.
 */

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function mountWith(services: { kind: string }[]) {
  const room = makeRoom({ status: 'running', at: 20, skill: 1, infos: { name: 'Hugo Blanc' } });
  const asked: { url: string; body: unknown }[] = [];
  const first = makeMessage({
    room: room.uuid,
    event: 'v-1',
    rich_content: { type: 'txt', text: 'Quel délai ?' },
  });
  const mounted = await mountInbox(
    {
      rooms: [room],
      messages: { [room.uuid]: [first] },
      skills: [{ id: 1, name: 'Support', auto_allocation: false, services }],
      http: {
        'POST /response': async (request, url) => {
          asked.push({ url: url.pathname, body: await request.json() });
          return json({});
        },
        'POST /v-1': async (request, url) => {
          asked.push({ url: url.pathname, body: await request.json() });
          return json({
            sc_event_id: 'sc-1',
            provider: 'local-library',
            suggestions: [
              { text: 'Le délai habituel est de trois jours.', index: 0 },
              { text: 'Merci de votre patience.', index: 1 },
            ],
          });
        },
        'POST /v-2': async (request, url) => {
          asked.push({ url: url.pathname, body: await request.json() });
          return json({ sc_event_id: 'sc-2', provider: 'local-library', suggestions: [] });
        },
      },
    },
    { 'room-id': room.uuid },
  );
  await mounted.screen.findByText('Quel délai ?');
  return { ...mounted, room, asked };
}

describe('<oc-agent-inbox> smart-coaching suggestions', () => {
  afterEach(unmountAll);

  it('suggests replies to the visitor message; using one fills the reply and reports it', async () => {
    const { screen, room, asked, server } = await mountWith([{ kind: 'smartcoaching' }]);
    const region = await screen.findByRole('region', { name: 'Suggestions de réponse' });
    expect(asked[0]).to.deep.equal({
      url: `/api/smartcoaching/accounts/suggest/${room.uuid}/v-1`,
      body: { text: 'Quel délai ?' },
    });
    expect(region.textContent).to.contain("D'après la bibliothèque de messages");
    within(region).getByRole('button', { name: 'Utiliser la suggestion 1' }).click();
    const reply = screen.getByRole('textbox', { name: 'Votre réponse' }) as HTMLTextAreaElement;
    await waitFor(() => expect(reply.value).to.contain('Le délai habituel est de trois jours.'));
    await waitFor(() =>
      expect(asked[1]).to.deep.equal({
        url: `/api/smartcoaching/accounts/suggest/${room.uuid}/sc-1/response`,
        body: { final_text: 'Le délai habituel est de trois jours.', response_index: 0 },
      }),
    );
    expect(screen.queryByRole('region', { name: 'Suggestions de réponse' })).to.equal(null);

    // The next visitor message is asked about in turn.
    server.current.push({
      type: 'event',
      seq: 1,
      kind: 'message',
      data: makeMessage({
        room: room.uuid,
        event: 'v-2',
        rich_content: { type: 'txt', text: 'Et le prix ?' },
      }),
    });
    await waitFor(() => expect(asked[2]?.body).to.deep.equal({ text: 'Et le prix ?' }));
  });

  it('renders nothing and asks nothing when no skill of the user has smart coaching', async () => {
    const { screen, asked } = await mountWith([]);
    await screen.findByRole('textbox', { name: 'Votre réponse' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Suggestions de réponse' })).to.equal(null);
    expect(screen.queryByRole('button', { name: /Utiliser la suggestion/ })).to.equal(null);
    expect(asked).to.have.length(0);
  });
});
