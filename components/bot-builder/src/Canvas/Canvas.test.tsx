import { fireEvent, waitFor, within } from '@testing-library/dom';
import { sendMouse, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { mountBuilder, nodeNames, unmountAll } from '../testing/mount.ts';

const BUTTONS = 'Boutons 3 — Bonjour, que souhaitez-vous ?';

/** The centre of an element in page coordinates (the test page is not scrolled). */
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

describe('bot builder canvas', () => {
  // The builder is 1200×720 px: the page must show all of it for real pointer gestures.
  before(() => setViewport({ width: 1280, height: 800 }));
  afterEach(async () => {
    await sendMouse({ type: 'up' }).catch(() => undefined);
    unmountAll();
  });

  it('selects a node on click and shows its properties', async () => {
    const { screen } = await mountBuilder();
    const node = await screen.findByRole('button', { name: BUTTONS });
    expect(node.getAttribute('aria-pressed')).to.equal('false');
    node.click();
    await waitFor(() => expect(node.getAttribute('aria-pressed')).to.equal('true'));
    expect(screen.getByRole('complementary', { name: 'Propriétés du nœud' })).to.exist;
  });

  it('adds a child through the "Ajouter une action sous …" menu, offering only allowed actions', async () => {
    const { screen, element } = await mountBuilder();
    const add = await screen.findByRole('button', { name: 'Ajouter une action sous Boutons 3' });
    add.click();
    const menu = await screen.findByRole('menu', { name: 'Choisir une action' });
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    // spec 001 §4: under buttons only choices or a default choice.
    expect(items).to.have.members(['Choix', 'Choix par défaut']);
    expect(element.shadowRoot?.activeElement?.textContent).to.equal('Choix');
    within(menu).getByRole('menuitem', { name: 'Choix' }).click();
    await waitFor(() => expect(screen.queryByRole('menu')).to.equal(null));
    const added = await screen.findByRole('button', { name: 'Choix 10' });
    await waitFor(() => expect(added.getAttribute('aria-pressed')).to.equal('true'));
    expect(screen.getByRole('status').textContent).to.equal('Modifications non enregistrées');
  });

  it('closes the menu on Escape and gives the focus back to its button', async () => {
    const { screen, element } = await mountBuilder();
    const add = await screen.findByRole('button', { name: 'Ajouter une action sous Boutons 3' });
    add.focus();
    add.click();
    const menu = await screen.findByRole('menu', { name: 'Choisir une action' });
    fireEvent.keyDown(element.shadowRoot?.activeElement as Element, { key: 'ArrowDown' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .indexOf(element.shadowRoot?.activeElement as HTMLElement),
    ).to.equal(1);
    fireEvent.keyDown(element.shadowRoot?.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).to.equal(null));
    expect(element.shadowRoot?.activeElement).to.equal(add);
    expect(nodeNames(screen)).to.have.length(7);
  });

  it('has no add button under a jump to another tree', async () => {
    const { screen } = await mountBuilder();
    await screen.findByRole('button', { name: "Aller à l'arbre 6" });
    expect(screen.queryByRole('button', { name: "Ajouter une action sous Aller à l'arbre 6" })).to.equal(
      null,
    );
  });

  it('moves a node dragged onto another, and refuses with the reason a drop the rules forbid', async () => {
    const { screen } = await mountBuilder();
    const console7 = await screen.findByRole('button', { name: 'Transfert à un conseiller 7' });
    const buttons = screen.getByRole('button', { name: BUTTONS });
    await settled(console7);

    // Refused: a hand-off dropped onto buttons (only choices go there).
    const [fx, fy] = centre(console7);
    const [tx, ty] = centre(buttons);
    await sendMouse({ type: 'move', position: [fx, fy] });
    await sendMouse({ type: 'down' });
    for (let i = 1; i <= 8; i++) {
      await sendMouse({
        type: 'move',
        position: [Math.round(fx + ((tx - fx) * i) / 8), Math.round(fy + ((ty - fy) * i) / 8)],
      });
    }
    await waitFor(() => expect(buttons.getAttribute('data-drop')).to.equal('refused'));
    await sendMouse({ type: 'up' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.contain(
      'Sous des boutons, seuls des choix ou un choix par défaut sont acceptés.',
    );
    expect(buttons.hasAttribute('data-drop')).to.equal(false);
    expect(screen.getByRole('status').textContent).to.equal('');
  });

  it('accepts a drop the rules allow: the node moves under its new parent', async () => {
    const { screen } = await mountBuilder();
    const console7 = await screen.findByRole('button', { name: 'Transfert à un conseiller 7' });
    const horaires = screen.getByRole('button', { name: 'Choix 4 — Horaires' });
    await settled(console7);
    const [fx, fy] = centre(console7);
    const [tx, ty] = centre(horaires);
    await sendMouse({ type: 'move', position: [fx, fy] });
    await sendMouse({ type: 'down' });
    for (let i = 1; i <= 8; i++) {
      await sendMouse({
        type: 'move',
        position: [Math.round(fx + ((tx - fx) * i) / 8), Math.round(fy + ((ty - fy) * i) / 8)],
      });
    }
    await waitFor(() => expect(horaires.getAttribute('data-drop')).to.equal('accepted'));
    await sendMouse({ type: 'up' });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).to.equal('Modifications non enregistrées'),
    );
    // Laid out again: the hand-off now sits under "Horaires", below it.
    const moved = screen.getByRole('button', { name: 'Transfert à un conseiller 7' });
    await waitFor(() =>
      expect(moved.getBoundingClientRect().top).to.be.greaterThan(horaires.getBoundingClientRect().bottom),
    );
    expect(screen.queryByRole('alert')).to.equal(null);
  });
});
