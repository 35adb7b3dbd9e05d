/// <reference types="mocha" />
import { fireEvent, waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { heard, mountSettings, reset, serve, userOf } from '../../testing/mount.ts';

/* The room configuration as an administrator sets it, against a stand-in of the agents service. */

const PATH = '/agents/customers/room-configuration';
const saved = {
  late: { enabled: true, delay: '00:15' },
  requeue: { enabled: false, delay: '00:10' },
  auto_close: { enabled: true, delay: '01:00', message: 'Au revoir' },
};

const posted = () => heard.filter((h) => h.method === 'POST' && h.path === PATH);

describe('<oc-settings section="rooms">', () => {
  afterEach(reset);

  it('shows each timer with its toggle, its delay and the delay in words', async () => {
    serve({ [`GET ${PATH}`]: [200, saved] });
    const { screen } = await mountSettings({ section: 'rooms' }, 'Configuration des discussions');
    const late = await screen.findByRole('group', { name: 'Retard' });
    expect(late).to.exist;
    expect((screen.getByRole('checkbox', { name: /Passer en retard/ }) as HTMLInputElement).checked).to.equal(
      true,
    );
    expect(
      (screen.getByRole('combobox', { name: 'Délai avant le retard (HH:mm)' }) as HTMLSelectElement).value,
    ).to.equal('00:15');
    screen.getByText("Une discussion passe en retard après 15 minutes sans réponse d'un agent.");
    screen.getByText('Une discussion se clôture après une heure sans message.');
    screen.getByText('Les discussions restent à leur agent.');
    // A delay saved between two quarter hours stays offered rather than being changed unasked.
    const requeue = screen.getByRole('combobox', {
      name: 'Délai avant la remise en file (HH:mm)',
    }) as HTMLSelectElement;
    expect(requeue.value).to.equal('00:10');
    expect(requeue.disabled).to.equal(true);
  });

  it('saves the changed delays and says so', async () => {
    serve({
      [`GET ${PATH}`]: [200, saved],
      [`POST ${PATH}`]: (request) => [200, request.body],
    });
    const { screen } = await mountSettings({ section: 'rooms' }, 'Configuration des discussions');
    const late = (await screen.findByRole('combobox', {
      name: 'Délai avant le retard (HH:mm)',
    })) as HTMLSelectElement;
    fireEvent.change(late, { target: { value: '00:00' } });
    screen.getByText("Une discussion passe en retard après 0 minute sans réponse d'un agent.");
    fireEvent.change(screen.getByRole('combobox', { name: /Délai d'inactivité/ }), {
      target: { value: '03:00' },
    });
    screen.getByText('Une discussion se clôture après 3 heures sans message.');
    fireEvent.click(screen.getByRole('checkbox', { name: /Remettre en file/ }));
    fireEvent.input(screen.getByRole('textbox', { name: 'Message automatique de clôture' }), {
      target: { value: '   ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Modifications enregistrées.');
    expect(posted().at(-1)?.body).to.deep.equal({
      late: { enabled: true, delay: '00:00' },
      requeue: { enabled: true, delay: '00:10' },
      auto_close: { enabled: true, delay: '03:00', message: null },
    });
  });

  it('a refused save says why and keeps what was typed', async () => {
    serve({
      [`GET ${PATH}`]: [200, saved],
      [`POST ${PATH}`]: [400, { error: 'invalid_payload', detail: 'No.', 'late.delay': ['invalid_time'] }],
    });
    const { screen } = await mountSettings({ section: 'rooms' }, 'Configuration des discussions');
    const late = (await screen.findByRole('combobox', {
      name: 'Délai avant le retard (HH:mm)',
    })) as HTMLSelectElement;
    fireEvent.change(late, { target: { value: '00:45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByRole('alert');
    screen.getByText('Heure invalide (HH:mm).');
    expect(late.getAttribute('aria-invalid')).to.equal('true');
    expect(late.value).to.equal('00:45');
    expect(screen.queryByText('Modifications enregistrées.')).to.equal(null);
  });

  it('a failed read offers Retry', async () => {
    let calls = 0;
    serve({
      [`GET ${PATH}`]: () => (++calls === 1 ? [500, { error: 'server_error', detail: 'x' }] : [200, saved]),
    });
    const { screen } = await mountSettings({ section: 'rooms' }, 'Configuration des discussions');
    fireEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('group', { name: 'Retard' });
  });

  it('an agent is refused without a call', async () => {
    serve({});
    const element = document.createElement('oc-settings');
    const { setToken, setUser } = await import('@omnicanal/stores');
    setToken('t', { persist: false });
    setUser(userOf('agent'));
    element.setAttribute('section', 'rooms');
    document.body.append(element);
    await waitFor(() =>
      expect(element.shadowRoot?.textContent).to.contain("Vous n'avez pas les droits nécessaires."),
    );
    expect(heard).to.deep.equal([]);
  });
});
