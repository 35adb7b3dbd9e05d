import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { demoLikeBot } from '../testing/fixtures.ts';
import { focused, mountBuilder, nodeNames, unmountAll } from '../testing/mount.ts';

type Screen = Awaited<ReturnType<typeof mountBuilder>>['screen'];

const toolbar = (screen: Screen) => within(screen.getByRole('toolbar', { name: 'Actions du bot' }));
const status = (screen: Screen) => toolbar(screen).getByRole('status').textContent;

/** Adds a choice under the buttons through the canvas menu. */
async function addChoice(screen: Screen): Promise<void> {
  (await screen.findByRole('button', { name: 'Ajouter une action sous Boutons 3' })).click();
  within(await screen.findByRole('menu'))
    .getByRole('menuitem', { name: 'Choix' })
    .click();
  await screen.findByRole('button', { name: 'Choix 10' });
}

describe('bot builder toolbar', () => {
  afterEach(unmountAll);

  it('undoes and redoes an edit with the buttons', async () => {
    const { screen } = await mountBuilder();
    const undo = toolbar(screen).getByRole('button', { name: 'Défaire' }) as HTMLButtonElement;
    const redo = toolbar(screen).getByRole('button', { name: 'Refaire' }) as HTMLButtonElement;
    expect([undo.disabled, redo.disabled]).to.deep.equal([true, true]);
    await addChoice(screen);
    undo.click();
    await waitFor(() => expect(nodeNames(screen)).not.to.include('Choix 10'));
    expect(status(screen)).to.equal('');
    expect(redo.disabled).to.equal(false);
    redo.click();
    await waitFor(() => expect(nodeNames(screen)).to.include('Choix 10'));
    expect(status(screen)).to.equal('Modifications non enregistrées');
  });

  it('saves: the status says so, and the dirty flag is announced', async () => {
    const { screen, client, events } = await mountBuilder();
    await addChoice(screen);
    const choice = screen.getByRole('button', { name: 'Choix 10' });
    // A choice needs a title to be valid: type one in the node panel.
    choice.click();
    const panel = await screen.findByRole('complementary', { name: 'Propriétés du nœud' });
    const title = within(panel).getByLabelText('Titre', { exact: true });
    fireEvent.input(title, { target: { value: 'Autre' } });
    fireEvent.focusOut(title);
    toolbar(screen).getByRole('button', { name: 'Enregistrer' }).click();
    await waitFor(() => expect(status(screen)).to.equal('Modifications enregistrées'));
    expect(client.saved).to.have.length(1);
    expect(events.filter((e) => e.type === 'oc-dirty-change').map((e) => e.detail)).to.deep.equal([
      { dirty: true },
      { dirty: false },
    ]);
  });

  it('shows the server text in the "Oups" dialog when a save fails', async () => {
    const { screen } = await mountBuilder({ failSave: 'Le service des bots est indisponible.' });
    toolbar(screen).getByRole('button', { name: 'Enregistrer' }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Oups, une erreur est survenue.' });
    expect(dialog.textContent).to.contain('Le service des bots est indisponible.');
    within(dialog).getByRole('button', { name: 'Fermer' }).click();
    await waitFor(() => expect(dialog.isConnected).to.equal(false));
  });

  it('makes no call and says why when the bot has errors', async () => {
    const bot = demoLikeBot();
    // spec 001 §4: an input needs a check child and an error child.
    bot.nodes.k1 = { ...bot.nodes.k1, action: 'input' } as (typeof bot.nodes)[string];
    const { screen, client } = await mountBuilder({ bot });
    toolbar(screen).getByRole('button', { name: 'Enregistrer' }).click();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.contain("Le bot contient des erreurs : corrigez-les avant d'enregistrer.");
    expect(client.saved).to.have.length(0);
    expect(screen.getByRole('complementary', { name: 'Problèmes' })).to.exist;
    expect(screen.queryByRole('dialog')).to.equal(null);
  });

  it('toggles the test panel', async () => {
    const { screen } = await mountBuilder();
    const test = toolbar(screen).getByRole('button', { name: 'Tester' });
    test.click();
    await screen.findByRole('complementary', { name: 'Test du bot' });
    expect(test.getAttribute('aria-pressed')).to.equal('true');
    test.click();
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Test du bot' })).to.equal(null));
  });

  it('runs the keyboard shortcuts, but not while typing in a field (except save)', async () => {
    const { screen, element, client } = await mountBuilder();
    const buttons = await screen.findByRole('button', { name: 'Boutons 3 — Bonjour, que souhaitez-vous ?' });
    buttons.click();
    buttons.focus();
    // Copy the buttons, paste them under the "Conseiller" choice.
    fireEvent.keyDown(buttons, { key: 'c', ctrlKey: true });
    const conseiller = screen.getByRole('button', { name: 'Choix 5 — Conseiller' });
    conseiller.click();
    fireEvent.keyDown(conseiller, { key: 'v', ctrlKey: true });
    await waitFor(() => expect(nodeNames(screen).length).to.be.greaterThan(7));
    const pasted = nodeNames(screen).length;
    fireEvent.keyDown(conseiller, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(nodeNames(screen)).to.have.length(7));
    fireEvent.keyDown(conseiller, { key: 'y', ctrlKey: true });
    await waitFor(() => expect(nodeNames(screen)).to.have.length(pasted));

    // Delete removes the selected node, never while typing.
    const search = screen.getByRole('searchbox', { name: 'Rechercher dans le bot' });
    fireEvent.keyDown(conseiller, { key: 'f', ctrlKey: true });
    expect(focused(element)).to.equal(search);
    const selected = nodeNames(screen).length;
    fireEvent.keyDown(search, { key: 'Delete' });
    fireEvent.keyDown(search, { key: 'z', ctrlKey: true });
    expect(nodeNames(screen)).to.have.length(selected);
    fireEvent.keyDown(search, { key: 's', ctrlKey: true });
    await waitFor(() => expect(client.saved).to.have.length(1));
  });

  it('deletes the selected node with Delete, not while a dialog is open', async () => {
    const { screen } = await mountBuilder();
    const jump = await screen.findByRole('button', { name: "Aller à l'arbre 6" });
    jump.click();
    screen.getByRole('button', { name: "Renommer l'arbre" }).click();
    const dialog = await screen.findByRole('dialog', { name: "Renommer l'arbre" });
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Annuler' }), { key: 'Delete' });
    expect(nodeNames(screen)).to.include("Aller à l'arbre 6");
    within(dialog).getByRole('button', { name: 'Annuler' }).click();
    await waitFor(() => expect(dialog.isConnected).to.equal(false));
    fireEvent.keyDown(jump, { key: 'Delete' });
    await waitFor(() => expect(nodeNames(screen)).not.to.include("Aller à l'arbre 6"));
    expect(status(screen)).to.equal('Modifications non enregistrées');
  });
});
