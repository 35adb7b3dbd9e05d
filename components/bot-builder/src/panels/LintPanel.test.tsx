/// <reference types="mocha" />

import { makeBot } from '@omnicanal/core/testing';
import { fireEvent } from '@testing-library/dom';
import { expect } from 'chai';
import { LintPanel } from './LintPanel.tsx';
import { cleanup, loadedStore, render, VIEWER } from './testing.ts';

describe('LintPanel', () => {
  afterEach(cleanup);

  it('lists problems; a click opens the node tree and selects the node', async () => {
    const bot = makeBot([
      ['root', 'entrypoint', null],
      ['bye', 'console', 'root'],
      ['second', 'entrypoint', null],
      ['ask', 'input', 'second', { txt: 'Votre numéro ?' }],
    ]);
    const store = await loadedStore(bot);
    const screen = await render(<LintPanel store={store} viewer={VIEWER} />);
    const panel = await screen.findByRole('complementary', { name: 'Problèmes' });
    expect(panel.querySelector('h2')?.textContent).to.match(/^Problèmes \([1-9]\d*\)$/);
    const problem = screen.getAllByRole('button', { name: /^Saisie 4 — Votre numéro \? : / })[0];
    expect(problem?.textContent).to.contain('Une saisie a besoin');
    expect(store.$state.get().treeKey).to.equal('t1');
    fireEvent.click(problem as HTMLElement);
    expect(store.$state.get().treeKey).to.equal('t2');
    expect(store.$state.get().selection).to.equal('ask');
  });

  it('says when nothing is wrong', async () => {
    const store = await loadedStore(
      makeBot([
        ['root', 'entrypoint', null],
        ['bye', 'console', 'root'],
      ]),
    );
    const screen = await render(<LintPanel store={store} viewer={VIEWER} />);
    await screen.findByText('Aucun problème détecté.');
    screen.getByRole('heading', { name: 'Problèmes (0)' });
  });
});
