/// <reference types="mocha" />

import { makeBot } from '@omnicanal/core/testing';
import { fireEvent, waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { NodePanel } from './NodePanel.tsx';
import { cleanup, fakeClient, loadedStore, onChannel, render, typeAndLeave, VIEWER } from './testing.ts';

/* The node panel as a bot author meets it: select a node, edit it, delete or move it. */

const BOT = makeBot([
  ['root', 'entrypoint', null],
  ['ask', 'button', 'root', { txt: 'Bonjour, que souhaitez-vous ?' }],
  ['yes', 'choice', 'ask', { title: 'Oui', data: { title: 'Oui' } }],
  ['no', 'choice', 'ask', { title: 'Non', data: { title: 'Non' } }],
  ['agent', 'console', 'yes'],
  ['other', 'image', 'no', { customTag: 'accueil' }],
]);

async function panelOf(bot = BOT, channel = 'web') {
  const store = await loadedStore(bot, channel);
  const screen = await render(<NodePanel store={store} viewer={VIEWER} client={fakeClient(bot).client} />);
  return { store, screen, node: (key: string) => store.$state.get().bot?.nodes[key] };
}

describe('NodePanel', () => {
  afterEach(cleanup);

  it('appears only while a node is selected, named after the node', async () => {
    const { store, screen } = await panelOf();
    expect(screen.queryByRole('complementary', { name: 'Propriétés du nœud' })).to.equal(null);
    store.select('ask');
    const panel = await screen.findByRole('complementary', { name: 'Propriétés du nœud' });
    expect(panel.textContent).to.contain('Boutons 2 — Bonjour, que souhaitez-vous ?');
  });

  it('writes typed text to the node as one undo step, keeping the last keystroke on leaving', async () => {
    const { store, screen, node } = await panelOf();
    store.select('agent');
    const text = await screen.findByRole('textbox', { name: 'Texte' });
    fireEvent.input(text, { target: { value: 'Un' } });
    fireEvent.input(text, { target: { value: 'Un conseiller' } });
    fireEvent.input(text, { target: { value: 'Un conseiller arrive' } });
    fireEvent.focusOut(text);
    expect(node('agent')?.txt).to.equal('Un conseiller arrive');
    expect(store.$state.get().dirty).to.equal(true);
    store.undo();
    expect(node('agent')?.txt ?? '').to.equal('');
    expect(store.$state.get().canUndo).to.equal(false);
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Texte' }) as HTMLTextAreaElement).value).to.equal(''),
    );
  });

  it('writes typing after a pause without leaving the field', async () => {
    const { store, screen, node } = await panelOf();
    store.select('agent');
    fireEvent.input(await screen.findByRole('textbox', { name: 'Texte' }), {
      target: { value: 'Patientez' },
    });
    await waitFor(() => expect(node('agent')?.txt).to.equal('Patientez'));
  });

  it('writes pending typing to its node when another node is selected', async () => {
    const { store, screen, node } = await panelOf();
    store.select('agent');
    fireEvent.input(await screen.findByRole('textbox', { name: 'Texte' }), {
      target: { value: 'Au revoir' },
    });
    store.select('other');
    await screen.findByText(/^Image 6/);
    expect(node('agent')?.txt).to.equal('Au revoir');
    expect(node('other')?.txt ?? '').to.equal('');
  });

  it('shows the custom tag already used by another node under the field', async () => {
    const { store, screen } = await panelOf();
    store.select('agent');
    typeAndLeave(await screen.findByRole('textbox', { name: 'Étiquette personnalisée' }), 'ACCUEIL');
    await screen.findByText('Cette étiquette personnalisée est déjà utilisée par un autre nœud.');
  });

  it('edits the title and subtitle of a choice', async () => {
    const { store, screen, node } = await panelOf();
    store.select('yes');
    typeAndLeave(await screen.findByRole('textbox', { name: 'Titre' }), 'Oui, merci');
    typeAndLeave(screen.getByRole('textbox', { name: 'Sous-titre' }), 'Je confirme');
    const choice = node('yes');
    expect(choice?.action === 'choice' && choice.data.title).to.equal('Oui, merci');
    expect(choice?.subtitle).to.equal('Je confirme');
  });

  it('shows the spec message for a WhatsApp button title over 20 characters', async () => {
    const { store, screen } = await panelOf(onChannel(BOT, 'whatsapp'), 'whatsapp');
    store.select('ask');
    typeAndLeave(await screen.findByRole('textbox', { name: 'Titre' }), 'Un titre bien trop long ici');
    await screen.findByText('Le titre ne doit pas dépasser 20 caractères.');
  });

  it('offers the WhatsApp list picker on a button, which raises its choice limit', async () => {
    const { store, screen, node } = await panelOf(onChannel(BOT, 'whatsapp'), 'whatsapp');
    store.select('ask');
    const toggle = await screen.findByRole('switch', { name: /Liste déroulante WhatsApp/ });
    expect((toggle as HTMLInputElement).checked).to.equal(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(node('ask')?.customData?.list).to.equal(true));
  });

  it('deletes a node, and refuses to delete a tree root with the reason', async () => {
    const { store, screen, node } = await panelOf();
    store.select('root');
    const remove = await screen.findByRole('button', { name: 'Supprimer le nœud' });
    expect((remove as HTMLButtonElement).disabled).to.equal(true);
    screen.getByText("La racine d'un arbre ne peut pas être supprimée : supprimez l'arbre à la place.");
    store.select('other');
    await waitFor(() => {
      if (screen.queryByText(/La racine d'un arbre/)) throw new Error('still the root');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer le nœud' }));
    expect(node('other')).to.equal(undefined);
  });

  it('moves a node under the parent picked in "Nouveau parent"', async () => {
    const { store, screen, node } = await panelOf();
    store.select('agent');
    const parent = await screen.findByRole('combobox', { name: 'Nouveau parent' });
    const names = Array.from((parent as HTMLSelectElement).options, (o) => o.text);
    expect(names).to.include('Choix 4 — Non');
    expect(names.some((n) => n.startsWith('Transfert à un conseiller'))).to.equal(false);
    fireEvent.change(parent, { target: { value: 'no' } });
    fireEvent.click(screen.getByRole('button', { name: 'Déplacer' }));
    expect(node('agent')?.parent).to.equal('no');
    expect(node('no')?.childs).to.deep.equal(['other', 'agent']);
  });

  it('reports a refused move through the store', async () => {
    const { store, screen, node } = await panelOf();
    store.select('other');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Nouveau parent' }), {
      target: { value: 'ask' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Déplacer' }));
    expect(node('other')?.parent).to.equal('no');
    expect(store.$state.get().refusal?.reason).to.equal('button-children');
  });

  it('lists the problems a save found on the node', async () => {
    const bot = makeBot([
      ['root', 'entrypoint', null],
      ['ask', 'input', 'root', { txt: 'Votre numéro ?' }],
      ['err', 'input_error', 'ask', { data: { txt: 'Pardon ?' } }],
    ]);
    const { store, screen } = await panelOf(bot);
    expect(await store.save()).to.equal(false);
    store.select('ask');
    await screen.findByText("Une saisie a besoin d'au moins une vérification de saisie.");
  });
});
