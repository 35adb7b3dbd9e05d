/// <reference types="mocha" />

import { makeBot } from '@omnicanal/core/testing';
import { fireEvent, waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { SearchBox } from './SearchBox.tsx';
import { cleanup, loadedStore, render, VIEWER } from './testing.ts';

const BOT = makeBot([
  ['root', 'entrypoint', null],
  ['hello', 'image', 'root', { txt: 'Bienvenue à Montréal' }],
  ['other', 'entrypoint', null],
  ['summer', 'image', 'other', { txt: 'Offres d’été' }],
]);

describe('SearchBox', () => {
  afterEach(cleanup);

  it('finds text whatever its accents and case, and selects a result in its tree', async () => {
    const store = await loadedStore(BOT);
    const screen = await render(<SearchBox store={store} viewer={VIEWER} />);
    fireEvent.input(await screen.findByRole('searchbox', { name: 'Rechercher dans le bot' }), {
      target: { value: 'ETE' },
    });
    const results = await screen.findByRole('list', { name: 'Résultats de recherche' });
    const hit = results.querySelector('button');
    expect(hit?.textContent).to.contain('Image 4 — Offres d’été');
    fireEvent.click(hit as HTMLButtonElement);
    expect(store.$state.get().treeKey).to.equal('t2');
    expect(store.$state.get().selection).to.equal('summer');
  });

  it('Enter selects the first result, Escape clears the search', async () => {
    const store = await loadedStore(BOT);
    const screen = await render(<SearchBox store={store} viewer={VIEWER} />);
    const box = screen.getByRole('searchbox', { name: 'Rechercher dans le bot' }) as HTMLInputElement;
    fireEvent.input(box, { target: { value: 'montreal' } });
    await screen.findByRole('list', { name: 'Résultats de recherche' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(store.$state.get().selection).to.equal('hello');
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(box.value).to.equal(''));
    expect(screen.queryByRole('list', { name: 'Résultats de recherche' })).to.equal(null);
  });

  it('says when nothing matches', async () => {
    const store = await loadedStore(BOT);
    const screen = await render(<SearchBox store={store} viewer={VIEWER} />);
    fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    await screen.findByText('Aucun résultat.');
  });
});
