import { makeBot, type NodeSpec } from '@omnicanal/core/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { focused, mountBuilder, nodeNames, unmountAll } from '../testing/mount.ts';

/** One tree of `n` image nodes, each under one of the ten previous nodes. */
function bigBot(n: number) {
  const specs: NodeSpec[] = [['n0', 'entrypoint', null]];
  for (let i = 1; i < n; i++) {
    specs.push([`n${i}`, 'image', `n${Math.max(0, i - 1 - (i % 10))}`, { txt: `Message ${i}` }]);
  }
  return makeBot(specs);
}

describe('bot builder canvas with a large bot', () => {
  before(() => setViewport({ width: 1280, height: 800 }));
  afterEach(unmountAll);

  it('renders only the cards on screen and brings a searched node into view', async () => {
    const { screen } = await mountBuilder({ bot: bigBot(1000) });
    await screen.findByRole('button', { name: "Point d'entrée 1" });
    const shown = nodeNames(screen).length;
    expect(shown).to.be.greaterThan(0);
    expect(shown).to.be.lessThan(1000);

    fireEvent.input(screen.getByRole('searchbox', { name: 'Rechercher dans le bot' }), {
      target: { value: 'Message 998' },
    });
    const results = await screen.findByRole('list', { name: 'Résultats de recherche' });
    within(results).getAllByRole('button')[0]?.click();
    const diagram = screen.getByRole('region', { name: 'Diagramme' }).getBoundingClientRect();
    await waitFor(() => {
      const card = within(screen.getByRole('region', { name: 'Diagramme' })).getByRole('button', {
        name: 'Image 999 — Message 998',
      });
      const box = card.getBoundingClientRect();
      expect(card.getAttribute('aria-pressed')).to.equal('true');
      expect(box.left).to.be.at.least(diagram.left);
      expect(box.right).to.be.at.most(diagram.right);
      expect(box.top).to.be.at.least(diagram.top);
      expect(box.bottom).to.be.at.most(diagram.bottom);
    });
  });

  it('zoomed out, draws each card as its title, still named in full, focusable and selectable', async () => {
    const { element, screen } = await mountBuilder({ bot: bigBot(1000) });
    await screen.findByRole('button', { name: "Point d'entrée 1" });
    const diagram = () => within(screen.getByRole('region', { name: 'Diagramme' }));
    // The card's text excerpt: drawn on a full card, for screen readers only on a title card.
    const excerptWidth = (card: HTMLElement) =>
      within(card)
        .getByText(/Message \d+$/)
        .getBoundingClientRect().width;

    const cards = () =>
      diagram()
        .getAllByRole('button', { name: /^Image \d+ — Message \d+$/ })
        .filter((b) => b.classList.contains('oc-card-select'));
    const opened = (await waitFor(cards))[0] as HTMLElement;
    expect(excerptWidth(opened)).to.be.greaterThan(20);

    screen.getByRole('button', { name: "Ajuster à l'écran" }).click();
    await waitFor(
      () => {
        const shown = cards();
        expect(shown.length).to.be.greaterThan(10);
        expect(excerptWidth(shown[0] as HTMLElement)).to.be.at.most(1);
      },
      // The fit is animated, and a loaded machine draws 1,000 nodes slowly.
      { timeout: 10_000 },
    );
    expect(nodeNames(screen).every((name) => name.length > 0)).to.equal(true);
    // The links between the cards are still drawn, from one card's bottom to the next one's top.
    const region = screen.getByRole('region', { name: 'Diagramme' });
    const links = [...region.querySelectorAll('.react-flow__edge-path')];
    expect(links.length).to.be.greaterThan(10);
    expect(links.every((path) => /^M[\d.\s-]/.test(path.getAttribute('d') ?? ''))).to.equal(true);

    const card = cards()[0] as HTMLElement;
    const name = (card.textContent ?? '').replace(/\s+/g, ' ').trim();
    card.focus();
    expect(focused(element)).to.equal(card);
    card.click();
    await waitFor(() =>
      expect(diagram().getByRole('button', { name }).getAttribute('aria-pressed')).to.equal('true'),
    );
  });
});
