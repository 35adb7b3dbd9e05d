/// <reference types="mocha" />
import type { ExtraDataKey } from '@omnicanal/api';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { fill, heard, mountSettings, reset, serve } from '../../testing/mount.ts';

/* Extra data keys, in the public API section: listed, added (refusals on the fields), deleted after confirming. */

let keys: ExtraDataKey[];
let failList = false;

function server(failing = false) {
  failList = failing;
  keys = [{ key: 'numero_client', label: 'Numéro client' }];
  serve({
    'GET /core/visitor-identity': () => [200, { secret: null, created_at: null }],
    'GET /core/public-api/tokens/': () => [200, { results: [], count: 0 }],
    'GET /guests/extra-data-keys': () => (failList ? [503, null] : [200, keys]),
    'GET /core/partner-origins/': () => [200, []],
    'GET /core/website-domains/': () => [200, []],
    'GET /core/public-api/calls': () => [200, { results: [], count: 0, zone: 'Europe/Paris' }],
    'POST /guests/extra-data-keys': (request) => {
      const input = request.body as ExtraDataKey;
      if (keys.some((k) => k.key === input.key))
        return [400, { error: 'already_exists', detail: 'x', key: ['already_exists'] }];
      keys = [...keys, input];
      return [201, input];
    },
    'DELETE /guests/extra-data-keys/numero_client': () => {
      keys = keys.filter((k) => k.key !== 'numero_client');
      return [204, null];
    },
  });
}

describe('<oc-settings section="public-api"> extra data keys', () => {
  afterEach(reset);

  it('adds a key; a key already used or not one a website can send is refused on its field', async () => {
    server();
    const { screen } = await mountSettings({ section: 'public-api' }, 'API publique');
    await screen.findByRole('cell', { name: 'Numéro client' });
    const form = screen.getByRole('form', { name: 'Ajouter une clé' });
    fill(within(form).getByRole('textbox', { name: /Libellé/ }), 'Panier');
    fill(within(form).getByRole('textbox', { name: /Clé/ }), 'Mon panier');
    fireEvent.click(within(form).getByRole('button', { name: 'Ajouter une clé' }));
    await within(form).findByText('Lettres minuscules, chiffres et _, en commençant par une lettre.');
    expect(heard.filter((h) => h.method === 'POST')).to.deep.equal([]);

    fill(within(form).getByRole('textbox', { name: /Clé/ }), 'numero_client');
    fireEvent.click(within(form).getByRole('button', { name: 'Ajouter une clé' }));
    await within(form).findByText('Cette valeur existe déjà.');

    fill(within(form).getByRole('textbox', { name: /Clé/ }), 'panier');
    fireEvent.click(within(form).getByRole('button', { name: 'Ajouter une clé' }));
    await screen.findByRole('cell', { name: 'Panier' });
    await waitFor(() =>
      expect(
        (
          within(screen.getByRole('form', { name: 'Ajouter une clé' })).getByRole('textbox', {
            name: /Clé/,
          }) as HTMLInputElement
        ).value,
      ).to.equal(''),
    );
  });

  it('deletes a key from its row menu after confirming; an empty list says so', async () => {
    server();
    const { screen } = await mountSettings({ section: 'public-api' }, 'API publique');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions pour Numéro client' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer la clé « Numéro client » ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await screen.findByText('Aucune clé : les données envoyées par votre site sont ignorées.');
    expect(heard.filter((h) => h.method === 'DELETE').map((h) => h.path)).to.deep.equal([
      '/guests/extra-data-keys/numero_client',
    ]);
  });

  it('a list that cannot be read says so, with Retry', async () => {
    server(true);
    const { screen } = await mountSettings({ section: 'public-api' }, 'API publique');
    const retry = await screen.findByRole('button', { name: 'Réessayer' });
    expect(retry.closest('[role="alert"]')).not.to.equal(null);
    failList = false;
    fireEvent.click(retry);
    await screen.findByRole('cell', { name: 'Numéro client' });
  });
});
