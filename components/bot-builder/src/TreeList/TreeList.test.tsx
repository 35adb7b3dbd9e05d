import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { focused, mountBuilder, nodeNames, unmountAll } from '../testing/mount.ts';

type Screen = Awaited<ReturnType<typeof mountBuilder>>['screen'];

const trees = (screen: Screen) => within(screen.getByRole('navigation', { name: 'Arbres' }));
const treeTitles = (screen: Screen) =>
  trees(screen)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('button')?.firstChild?.textContent);

async function fillTitle(screen: Screen, dialogName: string, title: string, submit: string) {
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  fireEvent.input(within(dialog).getByRole('textbox', { name: "Titre de l'arbre" }), {
    target: { value: title },
  });
  within(dialog).getByRole('button', { name: submit }).click();
  return dialog;
}

describe('bot builder tree list', () => {
  afterEach(unmountAll);

  it('creates a tree from the "Nouvel arbre" dialog and opens it', async () => {
    const { screen, element } = await mountBuilder();
    const opener = trees(screen).getByRole('button', { name: 'Nouvel arbre' });
    opener.focus();
    opener.click();
    const dialog = await fillTitle(screen, 'Nouvel arbre', 'Commande', 'Créer');
    await waitFor(() => expect(dialog.isConnected).to.equal(false));
    expect(focused(element)).to.equal(opener);
    await waitFor(() =>
      expect(trees(screen).getByRole('button', { name: 'Commande' }).getAttribute('aria-current')).to.equal(
        'page',
      ),
    );
    await waitFor(() => expect(nodeNames(screen)).to.deep.equal(["Point d'entrée 10"]));
    expect(screen.getByRole('status').textContent).to.equal('Modifications non enregistrées');
  });

  it('keeps the dialog open with a message when the title is empty or taken', async () => {
    const { screen } = await mountBuilder();
    trees(screen).getByRole('button', { name: 'Nouvel arbre' }).click();
    const dialog = await fillTitle(screen, 'Nouvel arbre', ' horaires ', 'Créer');
    const field = within(dialog).getByRole('textbox', { name: "Titre de l'arbre" });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).to.equal('true'));
    expect(dialog.textContent).to.contain('Un arbre de ce canal porte déjà ce titre.');
    await fillTitle(screen, 'Nouvel arbre', '   ', 'Créer');
    await waitFor(() => expect(dialog.textContent).to.contain("Donnez un titre à l'arbre."));
    expect(treeTitles(screen)).to.deep.equal(['Accueil', 'Horaires']);
  });

  it('closes a dialog on Escape without changing anything', async () => {
    const { screen, element } = await mountBuilder();
    const opener = trees(screen).getByRole('button', { name: "Renommer l'arbre" });
    opener.focus();
    opener.click();
    const dialog = await screen.findByRole('dialog', { name: "Renommer l'arbre" });
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(dialog.isConnected).to.equal(false));
    expect(focused(element)).to.equal(opener);
    expect(screen.getByRole('status').textContent).to.equal('');
  });

  it('renames and duplicates the open tree', async () => {
    const { screen } = await mountBuilder();
    trees(screen).getByRole('button', { name: "Renommer l'arbre" }).click();
    const dialog = await screen.findByRole('dialog', { name: "Renommer l'arbre" });
    expect((within(dialog).getByRole('textbox') as HTMLInputElement).value).to.equal('Accueil');
    await fillTitle(screen, "Renommer l'arbre", 'Bienvenue', 'Renommer');
    await waitFor(() => expect(treeTitles(screen)).to.deep.equal(['Bienvenue', 'Horaires']));

    trees(screen).getByRole('button', { name: "Dupliquer l'arbre" }).click();
    await waitFor(() => expect(treeTitles(screen)).to.have.length(3));
    const copy = trees(screen)
      .getAllByRole('button')
      .find((b) => b.getAttribute('aria-current') === 'page');
    expect(copy?.textContent).to.match(/^Bienvenue.+/);
    await waitFor(() => expect(nodeNames(screen)).to.have.length(7));
  });

  it('deletes a tree after confirmation', async () => {
    const { screen } = await mountBuilder({ attributes: { 'tree-uuid': 't2' } });
    await waitFor(() => expect(nodeNames(screen)).to.include("Point d'entrée 8"));
    trees(screen).getByRole('button', { name: "Supprimer l'arbre" }).click();
    const dialog = await screen.findByRole('dialog', { name: "Supprimer l'arbre" });
    within(dialog).getByRole('button', { name: 'Supprimer' }).click();
    await waitFor(() => expect(treeTitles(screen)).to.deep.equal(['Accueil']));
    // spec 001 §4: the jump that pointed to the deleted tree goes with it.
    await waitFor(() => expect(nodeNames(screen)).not.to.include("Aller à l'arbre 6"));
  });

  it('refuses to delete a tree used by entry points and lists them', async () => {
    const { screen } = await mountBuilder({
      entryPoints: [
        { id: 1, name: 'Widget du site', trees: ['t1'] },
        { id: 2, name: 'Lien Messenger', trees: ['t1', 't2'] },
      ],
    });
    trees(screen).getByRole('button', { name: "Supprimer l'arbre" }).click();
    const dialog = await screen.findByRole('dialog', { name: "Supprimer l'arbre" });
    within(dialog).getByRole('button', { name: 'Supprimer' }).click();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.contain(
      "Impossible de supprimer l'arbre car il est lié aux points d'entrée suivants :",
    );
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).to.deep.equal(['Widget du site', 'Lien Messenger']);
    expect(treeTitles(screen)).to.deep.equal(['Accueil', 'Horaires']);
    within(alert).getByRole('button', { name: 'Fermer' }).click();
    await waitFor(() => expect(screen.queryByRole('alert')).to.equal(null));
  });
});
