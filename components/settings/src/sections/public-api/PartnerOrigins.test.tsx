/// <reference types="mocha" />
import type { PartnerOrigin } from '@omnicanal/api';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { fill, heard, mountSettings, reset, serve } from '../../testing/mount.ts';

/* Partner origins, in the public API section: listed, added (refusals on the field), removed after confirming. */

let origins: PartnerOrigin[];

function server() {
  origins = [{ id: 1, origin: 'https://crm.example', created_at: '2026-11-26T10:00:00.000Z' }];
  serve({
    'GET /core/visitor-identity': () => [200, { secret: null, created_at: null }],
    'GET /core/public-api/tokens/': () => [200, { results: [], count: 0 }],
    'GET /guests/extra-data-keys': () => [200, []],
    'GET /core/partner-origins/': () => [200, origins],
    'GET /core/website-domains/': () => [200, []],
    'GET /core/public-api/calls': () => [200, { results: [], count: 0, zone: 'Europe/Paris' }],
    'POST /core/partner-origins/': (request) => {
      const origin = String((request.body as { origin: string }).origin).replace(/\/$/, '');
      if (origins.some((o) => o.origin === origin))
        return [400, { error: 'already_exists', detail: 'x', origin: ['already_exists'] }];
      const added = { id: origins.length + 1, origin, created_at: '2026-11-26T11:00:00.000Z' };
      origins = [...origins, added];
      return [201, added];
    },
    'DELETE /core/partner-origins/1': () => {
      origins = origins.filter((o) => o.id !== 1);
      return [204, null];
    },
  });
}

describe('<oc-settings section="public-api"> partner origins', () => {
  afterEach(reset);

  it('adds an origin; one with a path or already listed is refused on its field', async () => {
    server();
    const { screen } = await mountSettings({ section: 'public-api' }, 'API publique');
    await screen.findByRole('cell', { name: 'https://crm.example' });
    const form = screen.getByRole('form', { name: 'Ajouter une origine' });
    const field = () =>
      within(screen.getByRole('form', { name: 'Ajouter une origine' })).getByRole('textbox', {
        name: /Origine/,
      });
    fill(field(), 'https://crm.example/app');
    fireEvent.click(within(form).getByRole('button', { name: 'Ajouter une origine' }));
    await within(form).findByText("Une origine s'écrit https://hote ou http://hote:port, sans chemin.");
    expect(heard.filter((h) => h.method === 'POST')).to.deep.equal([]);

    fill(field(), 'https://crm.example/');
    fireEvent.click(within(form).getByRole('button', { name: 'Ajouter une origine' }));
    await within(form).findByText('Cette valeur existe déjà.');

    fill(field(), 'https://app.partner.example');
    fireEvent.click(within(form).getByRole('button', { name: 'Ajouter une origine' }));
    await screen.findByRole('cell', { name: 'https://app.partner.example' });
    await waitFor(() => expect((field() as HTMLInputElement).value).to.equal(''));
  });

  it('removes an origin from its row menu after confirming; an empty list says so', async () => {
    server();
    const { screen } = await mountSettings({ section: 'public-api' }, 'API publique');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions pour https://crm.example' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Retirer' }));
    const dialog = await screen.findByRole('dialog', { name: "Retirer l'origine « https://crm.example » ?" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    await screen.findByText(
      'Aucune origine : seules les pages que le serveur autorise peuvent intégrer la console.',
    );
    expect(heard.filter((h) => h.method === 'DELETE').map((h) => h.path)).to.deep.equal([
      '/core/partner-origins/1',
    ]);
  });
});
