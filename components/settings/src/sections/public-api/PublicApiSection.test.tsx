/// <reference types="mocha" />
import type { PublicApiToken } from '@omnicanal/api';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { fill, heard, mountSettings, reset, serve } from '../../testing/mount.ts';

/* Public API tokens: made with a label, the secret shown once, revoked after confirmation. */

let tokens: PublicApiToken[];
const SECRET = 'ocp_0123456789abcdef';

let identity: { secret: string | null; created_at: string | null };

function server() {
  tokens = [
    { id: 3, label: 'CRM', scopes: ['rooms:read'], created_at: '2026-03-01T10:00:00Z', last_used_at: null },
  ];
  identity = { secret: null, created_at: null };
  let made = 0;
  serve({
    'GET /core/visitor-identity': () => [200, identity],
    'POST /core/visitor-identity': () => {
      made += 1;
      identity = { secret: `secret-number-${made}`, created_at: '2026-03-03T10:00:00Z' };
      return [200, identity];
    },
    'DELETE /core/visitor-identity': () => {
      identity = { secret: null, created_at: null };
      return [204, null];
    },
    'GET /core/public-api/tokens/': () => [200, { results: tokens, count: tokens.length }],
    'GET /guests/extra-data-keys': () => [200, []],
    'GET /core/partner-origins/': () => [200, []],
    'GET /core/website-domains/': () => [200, []],
    'GET /core/public-api/calls': () => [200, { results: [], count: 0, zone: 'Europe/Paris' }],
    'POST /core/public-api/tokens/': (request) => {
      const { label } = request.body as { label: string };
      if (tokens.some((t) => t.label === label))
        return [400, { error: 'already_exists', detail: 'x', label: ['already_exists'] }];
      tokens = [
        ...tokens,
        { id: 4, label, scopes: ['rooms:read'], created_at: '2026-03-02T10:00:00Z', last_used_at: null },
      ];
      return [201, { id: 4, label, token: SECRET }];
    },
    'DELETE /core/public-api/tokens/3': () => {
      tokens = tokens.filter((t) => t.id !== 3);
      return [204, null];
    },
  });
}

describe('<oc-settings section="public-api">', () => {
  afterEach(reset);

  it('shows a new token once, with Copy and the warning, then never again', async () => {
    server();
    const { screen } = await mountSettings({ section: 'public-api' }, 'API publique');
    await screen.findByRole('cell', { name: 'CRM' });
    // What the token may do, in words.
    expect(screen.getByRole('cell', { name: 'Lecture des conversations' })).to.exist;
    fill(screen.getByRole('textbox', { name: 'Libellé du nouveau jeton' }), 'Entrepôt');
    fireEvent.click(screen.getByRole('button', { name: 'Créer un jeton' }));
    const shown = (await screen.findByRole('textbox', { name: 'Jeton' })) as HTMLInputElement;
    expect(shown.value).to.equal(SECRET);
    screen.getByText('Copiez-le maintenant : il ne sera plus jamais affiché.');
    screen.getByRole('button', { name: 'Copier' });
    await screen.findByRole('cell', { name: 'Entrepôt' });
    fireEvent.click(screen.getByRole('button', { name: "J'ai copié le jeton" }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Jeton' })).to.equal(null));
    expect(screen.getByRole('table').textContent).not.to.contain(SECRET);
  });

  it('refuses an empty or taken label under the field', async () => {
    server();
    const { screen } = await mountSettings({ section: 'public-api' }, 'API publique');
    await screen.findByRole('cell', { name: 'CRM' });
    fireEvent.click(screen.getByRole('button', { name: 'Créer un jeton' }));
    await screen.findByText('Ce champ ne peut pas être vide.');
    expect(heard.filter((h) => h.method === 'POST')).to.deep.equal([]);
    fill(screen.getByRole('textbox', { name: 'Libellé du nouveau jeton' }), 'CRM');
    fireEvent.click(screen.getByRole('button', { name: 'Créer un jeton' }));
    await screen.findByText('Cette valeur existe déjà.');
  });

  it('revokes after confirmation only', async () => {
    server();
    const { screen } = await mountSettings({ section: 'public-api' }, 'API publique');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions pour CRM' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Révoquer' }));
    let dialog = await screen.findByRole('dialog', { name: 'Révoquer le jeton « CRM » ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(heard.filter((h) => h.method === 'DELETE')).to.deep.equal([]);
    fireEvent.click(screen.getByRole('button', { name: 'Actions pour CRM' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Révoquer' }));
    dialog = await screen.findByRole('dialog', { name: 'Révoquer le jeton « CRM » ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Révoquer' }));
    await screen.findByText("Aucun jeton. Créez-en un pour utiliser l'API publique.");
  });

  it('visitor identification: off, then a secret hidden until shown; renewing and turning off ask first', async () => {
    server();
    const { screen } = await mountSettings({ section: 'public-api' }, 'API publique');
    await screen.findByText("L'identification est désactivée : les visiteurs sont anonymes.");
    fireEvent.click(screen.getByRole('button', { name: "Activer l'identification" }));
    const secret = (await screen.findByLabelText('Secret de signature')) as HTMLInputElement;
    expect(secret.value).to.equal('secret-number-1');
    expect(secret.type).to.equal('password');
    const show = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    fireEvent.click(show);
    await waitFor(() => expect(secret.type).to.equal('text'));
    expect(show.getAttribute('aria-pressed')).to.equal('true');

    fireEvent.click(screen.getByRole('button', { name: 'Renouveler le secret' }));
    const renew = await screen.findByRole('dialog', { name: 'Renouveler le secret ?' });
    expect(heard.filter((h) => h.method === 'POST' && h.path.endsWith('/visitor-identity'))).to.have.length(
      1,
    );
    fireEvent.click(within(renew).getByRole('button', { name: 'Renouveler le secret' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Secret de signature') as HTMLInputElement).value).to.equal(
        'secret-number-2',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: "Désactiver l'identification" }));
    const off = await screen.findByRole('dialog', { name: "Désactiver l'identification ?" });
    fireEvent.click(within(off).getByRole('button', { name: "Désactiver l'identification" }));
    await screen.findByText("L'identification est désactivée : les visiteurs sont anonymes.");
    expect(screen.queryByLabelText('Secret de signature')).to.equal(null);
  });
});
