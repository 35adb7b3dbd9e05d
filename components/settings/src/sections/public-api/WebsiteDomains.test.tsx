/// <reference types="mocha" />
import type { WebsiteDomain } from '@omnicanal/api';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { fill, heard, mountSettings, reset, serve } from '../../testing/mount.ts';

/* The company's website domains, beside the partner origins: listed, added (refusals on the field), removed. */

const SHOP = 'https://www.boulangerie.fr';
let domains: WebsiteDomain[];

function server() {
  domains = [{ id: 1, origin: SHOP, created_at: '2026-11-26T10:00:00.000Z' }];
  serve({
    'GET /core/visitor-identity': () => [200, { secret: null, created_at: null }],
    'GET /core/public-api/tokens/': () => [200, { results: [], count: 0 }],
    'GET /guests/extra-data-keys': () => [200, []],
    'GET /core/partner-origins/': () => [200, []],
    'GET /core/website-domains/': () => [200, domains],
    'GET /core/public-api/calls': () => [200, { results: [], count: 0, zone: 'Europe/Paris' }],
    'POST /core/website-domains/': (request) => {
      const origin = String((request.body as { origin: string }).origin).replace(/\/$/, '');
      if (domains.some((d) => d.origin === origin))
        return [400, { error: 'already_exists', detail: 'x', origin: ['already_exists'] }];
      const added = { id: domains.length + 1, origin, created_at: '2026-11-26T11:00:00.000Z' };
      domains = [...domains, added];
      return [201, added];
    },
    'DELETE /core/website-domains/1': () => {
      domains = domains.filter((d) => d.id !== 1);
      return [204, null];
    },
  });
}

describe('<oc-settings section="public-api"> website domains', () => {
  afterEach(reset);

  it('says what the list does; adds a domain, one with a path or already listed refused on its field', async () => {
    server();
    const { screen } = await mountSettings({ section: 'public-api' }, 'API publique');
    await screen.findByRole('heading', { name: 'Domaines de vos sites web' });
    await screen.findByRole('cell', { name: SHOP });
    expect(screen.getByText(/le widget \(ses appels et sa connexion en temps réel\) ne répond plus/)).to
      .exist;
    const form = () => screen.getByRole('form', { name: 'Ajouter un domaine' });
    const field = () => within(form()).getByRole('textbox', { name: /Domaine/ });
    fill(field(), 'https://www.boulangerie.fr/contact');
    fireEvent.click(within(form()).getByRole('button', { name: 'Ajouter un domaine' }));
    await within(form()).findByText("Un domaine s'écrit https://hote ou http://hote:port, sans chemin.");
    expect(heard.filter((h) => h.method === 'POST')).to.deep.equal([]);

    fill(field(), `${SHOP}/`);
    fireEvent.click(within(form()).getByRole('button', { name: 'Ajouter un domaine' }));
    await within(form()).findByText('Cette valeur existe déjà.');

    fill(field(), 'https://boutique.boulangerie.fr');
    fireEvent.click(within(form()).getByRole('button', { name: 'Ajouter un domaine' }));
    await screen.findByRole('cell', { name: 'https://boutique.boulangerie.fr' });
    await waitFor(() => expect((field() as HTMLInputElement).value).to.equal(''));
  });

  it('removes a domain after confirming; an empty list says any website may show the widget', async () => {
    server();
    const { screen } = await mountSettings({ section: 'public-api' }, 'API publique');
    fireEvent.click(await screen.findByRole('button', { name: `Actions pour ${SHOP}` }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Retirer' }));
    const dialog = await screen.findByRole('dialog', { name: `Retirer le domaine « ${SHOP} » ?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    await screen.findByText("Aucun domaine : le widget peut s'afficher sur tout site.");
    expect(heard.filter((h) => h.method === 'DELETE').map((h) => h.path)).to.deep.equal([
      '/core/website-domains/1',
    ]);
  });
});
