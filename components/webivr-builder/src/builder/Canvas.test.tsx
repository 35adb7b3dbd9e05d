/// <reference types="mocha" />
import { fill } from '@omnicanal/element/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { sendMouse, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { heard, listen, mountWebivr, reset, serve } from '../testing/mount.ts';
import { builderRoutes, MENU, NODES, TITLE, TREES } from './fixtures.ts';

/*
 * The canvas as a manager uses it: "+" offers only the kinds allowed there (call-back and chat only
 * with the skill's service), a drop the rules refuse says why and calls nothing while an allowed one
 * moves the node, an empty tree starts with a page, delete asks first, copy and paste, in English.
 */

const open = (attributes: Record<string, string> = {}, title = TITLE) =>
  mountWebivr({ 'account-id': '3', 'version-id': '10', ...attributes }, title);

const NEW_NODE = {
  id: 'n9',
  tree: TREES.T1,
  parent: 'p1',
  position: 4,
  action: 'choice',
  label: '',
  validated: false,
  data: {},
};

function centre(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
}

/** Waits until the view stops moving (the first framing of the tree is done). */
async function settled(element: Element): Promise<void> {
  let last = '';
  for (let i = 0; i < 50; i++) {
    await new Promise(requestAnimationFrame);
    const now = JSON.stringify(element.getBoundingClientRect());
    if (now === last) return;
    last = now;
  }
}

/** Presses on `from`, moves in steps onto `to` and waits for `to` to be marked; releases. */
async function dragOnto(from: Element, to: Element, mark: 'accepted' | 'refused') {
  const [fx, fy] = centre(from);
  const [tx, ty] = centre(to);
  await sendMouse({ type: 'move', position: [fx, fy] });
  await sendMouse({ type: 'down' });
  for (let i = 1; i <= 8; i++)
    await sendMouse({
      type: 'move',
      position: [Math.round(fx + ((tx - fx) * i) / 8), Math.round(fy + ((ty - fy) * i) / 8)],
    });
  await waitFor(() => expect(to.getAttribute('data-drop')).to.equal(mark));
  await sendMouse({ type: 'up' });
}

describe('<oc-webivr-builder> canvas', () => {
  before(() => setViewport({ width: 1400, height: 900 }));
  afterEach(async () => {
    await sendMouse({ type: 'up' }).catch(() => undefined);
    reset();
  });

  it('offers under a page only the kinds allowed there, and selects the node added', async () => {
    let nodes = NODES;
    serve(
      builderRoutes({
        'GET /webivr/accounts/3/menu': () => [200, { ...MENU, nodes }],
        'POST /webivr/accounts/3/nodes': () => {
          nodes = [...NODES, NEW_NODE as (typeof NODES)[number]];
          return [200, NEW_NODE];
        },
      }),
    );
    const { screen } = await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un nœud sous Bienvenue' }));
    const menu = await screen.findByRole('menu', { name: 'Type du nœud à ajouter' });
    const kinds = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(kinds).to.include.members(['Choix', 'Texte', 'FAQ', 'Formulaire', 'Lien']);
    // spec 001 §5: no page under a page, and no call-back or chat without the skill's services.
    expect(kinds).not.to.include.members(['Page']);
    expect(kinds.includes('Rappel') || kinds.includes('Discussion')).to.equal(false);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Choix' }));
    await waitFor(() =>
      expect(
        heard.find((r) => r.method === 'POST' && r.path === '/webivr/accounts/3/nodes')?.body,
      ).to.deep.equal({
        tree: TREES.T1,
        parent: 'p1',
        action: 'choice',
        label: '',
        validated: false,
        data: {},
      }),
    );
    expect(await screen.findByRole('region', { name: 'Choix — Choix' })).to.exist;
  });

  it('offers call-back and chat when the skill has their services', async () => {
    serve(
      builderRoutes({
        'GET /core/skills/': [
          200,
          [
            {
              id: 1,
              name: 'Support',
              auto_allocation: false,
              services: [{ kind: 'callback' }, { kind: 'bot' }],
            },
          ],
        ],
      }),
    );
    const { screen } = await open();
    const add = await screen.findByRole('button', { name: 'Ajouter un nœud sous Bienvenue' });
    await waitFor(() => heard.some((r) => r.path === '/core/skills/'));
    fireEvent.click(add);
    const menu = await screen.findByRole('menu', { name: 'Type du nœud à ajouter' });
    await waitFor(() => expect(within(menu).queryByRole('menuitem', { name: 'Rappel' })).to.exist);
    expect(within(menu).getByRole('menuitem', { name: 'Discussion' })).to.exist;
  });

  it('refuses with the reason a page dropped under its own child, calling nothing; moves an allowed drop', async () => {
    serve(builderRoutes({ 'POST /webivr/accounts/3/nodes/children': [200, NODES[4]] }));
    const { screen } = await open();
    const page = await screen.findByRole('button', { name: 'Page Bienvenue' });
    const choice = screen.getByRole('button', { name: 'Choix Suivre ma commande' });
    await settled(choice);
    await dragOnto(page, choice, 'refused');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.contain("Un nœud ne peut pas être placé sous l'un de ses propres enfants.");
    expect(heard.some((r) => r.path === '/webivr/accounts/3/nodes/children')).to.equal(false);

    const text = screen.getByRole('button', { name: 'Texte Horaires' });
    await settled(text);
    await dragOnto(text, choice, 'accepted');
    await waitFor(() =>
      expect(heard.find((r) => r.path === '/webivr/accounts/3/nodes/children')?.body).to.deep.equal({
        node_id: 'x1',
        parent_id: 'c1',
        position: 1,
      }),
    );
  });

  it('starts an empty tree with its first page', async () => {
    const empty = { ...MENU, nodes: NODES.filter((n) => n.tree === TREES.T1) };
    serve(
      builderRoutes({
        'GET /webivr/accounts/3/menu': [200, empty],
        'POST /webivr/accounts/3/nodes': [
          200,
          { ...NEW_NODE, id: 'h9', tree: TREES.T2, parent: null, action: 'page', position: 0 },
        ],
      }),
    );
    const { screen } = await open({ 'tree-id': TREES.T2 });
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter la première page' }));
    await waitFor(() =>
      expect(
        heard.find((r) => r.method === 'POST' && r.path === '/webivr/accounts/3/nodes')?.body,
      ).to.deep.equal({
        tree: TREES.T2,
        parent: null,
        action: 'page',
        label: '',
        validated: false,
        data: {},
      }),
    );
  });

  it('deletes a node only once confirmed, and pastes a copied node under another', async () => {
    serve(
      builderRoutes({
        'DELETE /webivr/accounts/3/nodes/u1': [204, null],
        'POST /webivr/accounts/3/nodes/p2/paste': [200, { node: 'u9', nodes: [] }],
      }),
    );
    const { screen } = await open({ 'node-id': 'u1' });
    const panel = await screen.findByRole('region', { name: 'Lien — Site' });
    const actions = () => within(panel).getByRole('button', { name: 'Actions du nœud Site' });
    fireEvent.click(actions());
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Copier' }));
    await waitFor(() => expect(screen.queryAllByRole('menuitem').length).to.equal(0));
    fireEvent.click(actions());
    await waitFor(() =>
      expect(screen.queryAllByRole('menuitem').map((m) => m.textContent)).to.include(
        'Remplacer par « Site »',
      ),
    );
    fireEvent.click(screen.getByRole('menuitem', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer « Site » ?' });
    expect(heard.some((r) => r.method === 'DELETE')).to.equal(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(heard.some((r) => r.method === 'DELETE' && r.path.endsWith('/nodes/u1'))).to.equal(true),
    );

    // Deleted: nothing is selected any more once the menu is read again.
    expect(await screen.findByText("Sélectionnez un nœud de l'arbre pour le modifier.")).to.exist;
    fireEvent.click(await screen.findByRole('button', { name: 'Page Ma commande' }));
    const target = await screen.findByRole('region', { name: 'Page — Ma commande' });
    fireEvent.click(within(target).getByRole('button', { name: 'Actions du nœud Ma commande' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Coller « Site » dessous' }));
    await waitFor(() =>
      expect(heard.find((r) => r.path.endsWith('/nodes/p2/paste'))?.body).to.deep.equal({
        account_id: 3,
        node_id: 'u1',
        version_id: 10,
        replace: false,
      }),
    );
  });

  it('adds a tree named in a dialog, and speaks English', async () => {
    serve(
      builderRoutes({
        'POST /webivr/accounts/3/trees': [200, { id: TREES.T2, label: 'Help', root_node: null }],
      }),
    );
    const { screen } = await open({ locale: 'en' }, 'Web IVR: Accueil client');
    expect(screen.getByRole('button', { name: 'Undo' })).to.exist;
    fireEvent.click(screen.getByRole('button', { name: 'Add a tree' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tree' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a tree' }));
    expect(await within(dialog).findByText('This field is required.')).to.exist;
    fill(within(dialog).getByLabelText('Tree name'), 'Help');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a tree' }));
    await waitFor(() =>
      expect(heard.find((r) => r.path === '/webivr/accounts/3/trees')?.body).to.deep.equal({ label: 'Help' }),
    );
  });

  it('duplicates the tree shown from its menu, and deletes it only once confirmed', async () => {
    serve(
      builderRoutes({
        'POST /webivr/accounts/3/trees/11111111-1111-4111-8111-111111111111/duplicate': [
          200,
          { id: TREES.T2, label: 'Accueil (1)', root_node: null },
        ],
        'DELETE /webivr/accounts/3/trees/11111111-1111-4111-8111-111111111111': [204, null],
      }),
    );
    const navigate = listen('oc-navigate');
    const { screen } = await open();
    fireEvent.click(screen.getByRole('button', { name: "Actions de l'arbre Accueil" }));
    fireEvent.click(await screen.findByRole('menuitem', { name: "Dupliquer l'arbre" }));
    await waitFor(() => expect(navigate.at(-1)).to.deep.equal({ path: `/webivr-builder/10/3/${TREES.T2}` }));
    const tree = screen.getByLabelText('Arbre') as HTMLSelectElement;
    fireEvent.change(tree, { target: { value: TREES.T1 } });
    fireEvent.click(await screen.findByRole('button', { name: "Actions de l'arbre Accueil" }));
    fireEvent.click(await screen.findByRole('menuitem', { name: "Supprimer l'arbre" }));
    const dialog = await screen.findByRole('dialog', { name: "Supprimer l'arbre « Accueil » ?" });
    expect(heard.some((r) => r.method === 'DELETE')).to.equal(false);
    fireEvent.click(within(dialog).getByRole('button', { name: "Supprimer l'arbre" }));
    await waitFor(() => expect(heard.some((r) => r.method === 'DELETE')).to.equal(true));
  });

  it('moves a node from its panel without a pointer, offering only the places the rules allow', async () => {
    serve(builderRoutes({ 'POST /webivr/accounts/3/nodes/children': [200, NODES[3]] }));
    const { screen } = await open({ 'node-id': 'u1' });
    const panel = await screen.findByRole('region', { name: 'Lien — Site' });
    const where = within(panel).getByLabelText('Déplacer sous') as HTMLSelectElement;
    const options = [...where.options].map((o) => o.textContent);
    expect(options).to.deep.equal(['— Aucun —', 'Suivre ma commande', 'Ma commande']);
    fireEvent.change(where, { target: { value: 'p2' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Déplacer' }));
    await waitFor(() =>
      expect(heard.find((r) => r.path === '/webivr/accounts/3/nodes/children')?.body).to.deep.equal({
        node_id: 'u1',
        parent_id: 'p2',
        position: 1,
      }),
    );
  });
});
