/// <reference types="mocha" />

import { fill } from '@omnicanal/element/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { heard, listen, mountWebivr, reset, serve } from '../testing/mount.ts';
import { builderRoutes, MENU, NODES, snapshots, TITLE } from './fixtures.ts';

/*
 * The builder as a manager uses it: the node form of each kind saves what was typed and shows the
 * server's field errors, a published version is read-only, undo and redo follow the server's
 * snapshots, a refused publish lists its problems, the unvalidated list selects, the preview walks.
 */

const open = (attributes: Record<string, string> = {}) =>
  mountWebivr({ 'account-id': '3', 'version-id': '10', ...attributes }, TITLE);

describe('<oc-webivr-builder> builder', () => {
  afterEach(reset);

  it('draws the tree, each node named by its kind and label, incomplete ones marked', async () => {
    serve(builderRoutes());
    const { screen } = await open();
    expect(await screen.findByRole('button', { name: /^Page Bienvenue$/ })).to.exist;
    expect(screen.getByRole('button', { name: /Lien Site \(à compléter\)/ })).to.exist;
    expect(screen.getByRole('button', { name: 'Ajouter un nœud sous Bienvenue' })).to.exist;
  });

  it('saves a link node as typed, then shows the server’s field error under its field', async () => {
    let answer: [number, unknown] = [
      400,
      { error: 'invalid_payload', detail: 'Bad.', 'data.url': ['invalid'] },
    ];
    serve(builderRoutes({ 'POST /webivr/accounts/3/nodes/u1': () => answer }));
    const { screen } = await open({ 'node-id': 'u1' });
    const panel = await screen.findByRole('region', { name: 'Lien — Site' });
    const url = within(panel).getByLabelText('Adresse (http ou https)');
    fill(url, 'ftp://exemple.fr');
    fireEvent.click(within(panel).getByLabelText('Nœud validé'));
    fireEvent.click(within(panel).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(url.getAttribute('aria-invalid')).to.equal('true'));
    expect(within(panel).getByText("Cette valeur n'est pas valide.")).to.exist;
    const sent = heard.find((r) => r.method === 'POST' && r.path === '/webivr/accounts/3/nodes/u1');
    expect(sent?.body).to.deep.equal({
      label: 'Site',
      validated: true,
      action: 'uri',
      data: { url: 'ftp://exemple.fr' },
    });
    fill(url, 'https://exemple.fr');
    answer = [
      200,
      {
        id: 'u1',
        tree: 't',
        parent: 'p1',
        position: 1,
        action: 'uri',
        label: 'Site',
        validated: true,
        data: {},
      },
    ];
    fireEvent.click(within(panel).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(panel).findByText('Nœud enregistré.')).to.exist;
  });

  it('saves a FAQ node with a FAQ picked from the account’s list, and a text node’s text', async () => {
    const node = (id: string) => [
      200,
      { id, tree: 't', parent: 'p1', position: 0, action: 'faq', label: 'x', validated: false, data: {} },
    ];
    serve(
      builderRoutes({
        'POST /webivr/accounts/3/nodes/f1': () => node('f1') as [number, unknown],
        'POST /webivr/accounts/3/nodes/x1': () => node('x1') as [number, unknown],
      }),
    );
    const { screen } = await open({ 'node-id': 'f1' });
    const panel = await screen.findByRole('region', { name: 'FAQ — Questions' });
    const faq = within(panel).getByLabelText('FAQ');
    await within(panel).findByRole('option', { name: 'Livraison' });
    fireEvent.change(faq, { target: { value: '4' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(heard.find((r) => r.path === '/webivr/accounts/3/nodes/f1')?.body).to.deep.equal({
        label: 'Questions',
        validated: false,
        action: 'faq',
        data: { faq_id: 4 },
      }),
    );
    expect(await within(panel).findByText('Nœud enregistré.')).to.exist;
    fireEvent.click(await screen.findByRole('button', { name: 'Texte Horaires' }));
    const text = await screen.findByRole('region', { name: 'Texte — Horaires' });
    fill(within(text).getByLabelText('Texte'), 'Fermé le dimanche.');
    fireEvent.click(within(text).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(
        (heard.find((r) => r.path === '/webivr/accounts/3/nodes/x1')?.body as { data: unknown } | undefined)
          ?.data,
      ).to.deep.equal({ text: 'Fermé le dimanche.' }),
    );
    // The save reads the menu and the undo state again before it says so.
    expect(await within(text).findByText('Nœud enregistré.')).to.exist;
  });

  it('shows a published version read-only: fields disabled, no save, add, undo or publish', async () => {
    serve(builderRoutes());
    const { screen } = await open({ 'version-id': '9', 'node-id': 'u1' });
    const panel = await screen.findByRole('region', { name: 'Lien — Site' });
    expect((within(panel).getByLabelText('Adresse (http ou https)') as HTMLInputElement).disabled).to.equal(
      true,
    );
    expect(within(panel).queryByRole('button', { name: 'Enregistrer' })).to.equal(null);
    expect(screen.queryByRole('button', { name: /Ajouter un nœud sous/ })).to.equal(null);
    expect(screen.queryByRole('button', { name: 'Annuler la modification' })).to.equal(null);
    expect(screen.queryByRole('button', { name: 'Publier' })).to.equal(null);
    expect(heard.some((r) => r.path.endsWith('/snapshots/state'))).to.equal(false);
    const menu = heard.find((r) => r.path === '/webivr/accounts/3/menu');
    expect(menu?.query.get('version')).to.equal('9');
  });

  it('enables undo and redo from the server’s snapshot state, and reads it again after each', async () => {
    let state = snapshots(true, false);
    serve(
      builderRoutes({
        'GET /webivr/accounts/3/snapshots/state': () => [200, state],
        'POST /webivr/accounts/3/snapshots/apply': () => {
          state = snapshots(false, true);
          return [200, state];
        },
      }),
    );
    const { screen } = await open();
    const undo = (await screen.findByRole('button', {
      name: 'Annuler la modification',
    })) as HTMLButtonElement;
    const redo = screen.getByRole('button', { name: 'Rétablir' }) as HTMLButtonElement;
    await waitFor(() => expect(undo.disabled).to.equal(false));
    expect(redo.disabled).to.equal(true);
    undo.click();
    await waitFor(() => expect(redo.disabled).to.equal(false));
    expect(undo.disabled).to.equal(true);
    const applied = heard.find((r) => r.path === '/webivr/accounts/3/snapshots/apply');
    expect(applied?.body).to.deep.equal({ mode: 'previous' });
  });

  it('clears undo when the server says there is nothing left to undo', async () => {
    serve(
      builderRoutes({
        'GET /webivr/accounts/3/snapshots/state': [200, snapshots(true, false)],
        'POST /webivr/accounts/3/snapshots/apply': [
          400,
          { error: 'no_previous_snapshot_found', detail: 'There is no change to undo.' },
        ],
      }),
    );
    const { screen } = await open();
    const undo = (await screen.findByRole('button', {
      name: 'Annuler la modification',
    })) as HTMLButtonElement;
    await waitFor(() => expect(undo.disabled).to.equal(false));
    undo.click();
    await waitFor(() => expect(undo.disabled).to.equal(true));
    expect(screen.queryByRole('alert')).to.equal(null);
  });

  it('lists the nodes that block a publish, and a click selects the node', async () => {
    serve(
      builderRoutes({
        'POST /webivr/accounts/3/publish': [
          400,
          {
            error: 'invalid_nodes_remain',
            detail: '1 node(s) must be completed.',
            'nodes.f1': ['not_validated', 'target_required'],
          },
        ],
      }),
    );
    const navigate = listen('oc-navigate');
    const { screen } = await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Publier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publier la version de travail' });
    const name = within(dialog).getByLabelText('Nom de la version') as HTMLInputElement;
    expect(name.value).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    fill(name, 'v2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publier' }));
    const problems = await within(dialog).findByRole('alert');
    expect(problems.textContent).to.contain('Nœud non validé');
    expect(heard.find((r) => r.path === '/webivr/accounts/3/publish')?.body).to.deep.equal({
      label: 'v2',
      comment: '',
    });
    fireEvent.click(within(problems).getByRole('button', { name: 'Questions' }));
    expect(await screen.findByRole('region', { name: 'FAQ — Questions' })).to.exist;
    expect(navigate.at(-1)).to.deep.equal({
      path: `/webivr-builder/10/3/${'11111111-1111-4111-8111-111111111111'}/f1`,
    });
  });

  it('shows a name already used on the publish dialog’s name field', async () => {
    serve(
      builderRoutes({
        'POST /webivr/accounts/3/publish': [
          400,
          { error: 'already_exists', detail: 'Taken.', label: ['already_exists'] },
        ],
      }),
    );
    const { screen } = await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Publier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publier la version de travail' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publier' }));
    const name = within(dialog).getByLabelText('Nom de la version');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).to.equal('true'));
    expect(within(dialog).getByText('Une autre version porte déjà ce nom.')).to.exist;
  });

  it('selects a node from the unvalidated list, switching tree', async () => {
    serve(
      builderRoutes({
        'GET /webivr/accounts/3/nodes': [
          200,
          [
            {
              id: 'h1',
              tree: '22222222-2222-4222-8222-222222222222',
              parent: null,
              position: 0,
              action: 'page',
              label: 'Aide',
              validated: false,
              data: {},
            },
          ],
        ],
      }),
    );
    const { screen } = await open();
    const list = await screen.findByRole('region', { name: /Nœuds non validés/ });
    fireEvent.click(await within(list).findByRole('button', { name: /Aide/ }));
    expect(await screen.findByRole('region', { name: 'Page — Aide' })).to.exist;
    const tree = screen.getByLabelText('Arbre') as HTMLSelectElement;
    expect(tree.value).to.equal('22222222-2222-4222-8222-222222222222');
    expect(heard.find((r) => r.path === '/webivr/accounts/3/nodes')?.query.get('validated')).to.equal(
      'false',
    );
  });

  it('previews the menu as a visitor: a choice leads to its page, Back returns', async () => {
    serve(
      builderRoutes({
        'POST /webivr/sessions/preview': [200, { session_id: 's1', account: 3, node: 'p1', menu: MENU }],
      }),
    );
    const { screen } = await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Aperçu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aperçu du SVI web' });
    const page = await within(dialog).findByRole('region', { name: 'Bienvenue' });
    expect(within(page).getByText('Horaires : 9 h – 18 h')).to.exist;
    // A link without a valid address is not shown as a link (core's linkHref).
    expect(within(page).queryByRole('link')).to.equal(null);
    fireEvent.click(within(page).getByRole('button', { name: 'Suivre ma commande' }));
    const next = await within(dialog).findByRole('region', { name: 'Ma commande' });
    expect(within(next).getByText('Votre commande arrive demain.')).to.exist;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retour' }));
    expect(await within(dialog).findByRole('region', { name: 'Bienvenue' })).to.exist;
  });

  it('lists the changes since the published version, naming removed nodes from the published menu', async () => {
    const old = { ...NODES[0], id: 'old', parent: 'p1', action: 'page' as const, label: 'Ancienne page' };
    serve(
      builderRoutes({
        'GET /webivr/accounts/3/changes': [
          200,
          { production_version: 9, added: ['u1'], edited: ['x1'], removed: ['old'] },
        ],
        'GET /webivr/accounts/3/menu': (r) => [
          200,
          r.query.get('version') === '9' ? { ...MENU, version: 9, nodes: [...NODES, old] } : MENU,
        ],
      }),
    );
    const navigate = listen('oc-navigate');
    const { screen } = await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Modifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifications depuis la version publiée' });
    expect(await within(dialog).findByRole('heading', { name: '1 nœud supprimé' })).to.exist;
    expect(within(dialog).getByText('Ancienne page')).to.exist;
    expect(within(dialog).getByRole('heading', { name: '1 nœud ajouté' })).to.exist;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Site' }));
    expect(await screen.findByRole('region', { name: 'Lien — Site' })).to.exist;
    fireEvent.change(screen.getByLabelText('Version'), { target: { value: '9' } });
    expect(navigate.at(-1)).to.deep.equal({ path: '/webivr-builder/9/3' });
  });

  it('says so when the web IVR cannot be read, and draws nothing', async () => {
    serve({
      ...builderRoutes(),
      'GET /webivr/accounts/3': [404, { error: 'not_found', detail: 'Not found.' }],
    });
    const { screen } = await mountWebivr({ 'account-id': '3', 'version-id': '10' }, 'Éditeur de SVI web');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.contain("Ce SVI web n'existe pas ou n'est plus accessible.");
    expect(screen.queryByRole('toolbar')).to.equal(null);
  });
});
