import { fireEvent, waitFor, within } from '@testing-library/dom';
import axe from 'axe-core';
import { expect } from 'chai';
import { demoLikeBot, WELCOME_NODES } from './testing/fixtures.ts';
import { mountBuilder, nodeNames, unmountAll } from './testing/mount.ts';

describe('<oc-bot-builder>', () => {
  afterEach(unmountAll);

  it('shows the trees of the channel and the initial tree drawn as node buttons', async () => {
    const { screen, events } = await mountBuilder();
    const region = screen.getByRole('region', { name: 'Constructeur de bot' });
    const trees = within(region).getByRole('navigation', { name: 'Arbres' });
    expect(
      within(trees)
        .getByRole('button', { name: /^Accueil/ })
        .getAttribute('aria-current'),
    ).to.equal('page');
    expect(within(trees).getByRole('button', { name: 'Horaires' }).hasAttribute('aria-current')).to.equal(
      false,
    );
    await waitFor(() => expect(nodeNames(screen)).to.have.members(WELCOME_NODES));
    expect(screen.getByRole('status', { name: '' }).textContent).to.equal('');
    // The open tree is announced so the host can show its URL.
    expect(events.map((e) => [e.type, e.detail])).to.deep.include([
      'oc-navigate',
      { path: '/bot-builder/skills/1/bots/main/channels/web/trees/t1/' },
    ]);
  });

  it('opens the tree named by tree-uuid, and another tree from the list', async () => {
    const { screen, element, events } = await mountBuilder({ attributes: { 'tree-uuid': 't2' } });
    await waitFor(() =>
      expect(nodeNames(screen)).to.have.members([
        "Point d'entrée 8",
        'Image 9 — Nous sommes ouverts de 9 h à 18 h.',
      ]),
    );
    // The host already shows that tree's URL.
    expect(events.filter((e) => e.type === 'oc-navigate')).to.have.length(0);
    screen.getByRole('button', { name: /^Accueil/ }).click();
    await waitFor(() => expect(nodeNames(screen)).to.include('Boutons 3 — Bonjour, que souhaitez-vous ?'));
    expect(events.at(-1)?.detail).to.deep.equal({
      path: '/bot-builder/skills/1/bots/main/channels/web/trees/t1/',
    });
    // The host follows the navigation, then the user goes back in its history.
    element.setAttribute('tree-uuid', 't1');
    // Two separate attribute changes, as a host's two navigations are (not one batched render).
    await new Promise((resolve) => setTimeout(resolve, 100));
    element.setAttribute('tree-uuid', 't2');
    await waitFor(() => expect(nodeNames(screen)).to.include("Point d'entrée 8"));
  });

  it('says when the bot cannot be loaded and loads it again on "Réessayer"', async () => {
    const { screen, client, events } = await mountBuilder({ failLoad: true, waitReady: false });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.contain('Identifiant ou mot de passe invalide.');
    expect(events.some((e) => e.type === 'oc-error')).to.equal(true);
    const before = client.loads;
    within(alert).getByRole('button', { name: 'Réessayer' }).click();
    await waitFor(() => expect(client.loads).to.equal(before + 1));
  });

  it('says a channel hidden in the hosted edition is not available, and offers no editing', async () => {
    const { screen } = await mountBuilder({
      edition: 'hosted',
      attributes: { 'channel-id': 'sms' },
      waitReady: false,
    });
    await screen.findByText("Le canal « sms » n'est pas disponible dans cette édition.");
    expect(screen.queryByRole('navigation', { name: 'Arbres' })).to.equal(null);
    expect(screen.queryByRole('toolbar', { name: 'Actions du bot' })).to.equal(null);
  });

  it('offers to create the first tree of an empty channel', async () => {
    const bot = demoLikeBot();
    bot.channels = {};
    const { screen } = await mountBuilder({ bot });
    expect(screen.getByText("Ce canal n'a pas encore d'arbre.")).to.exist;
    const create = screen.getAllByRole('button', { name: 'Nouvel arbre' });
    expect(create.length).to.be.greaterThan(0);
    create[create.length - 1]?.click();
    const dialog = await screen.findByRole('dialog', { name: 'Nouvel arbre' });
    fireEvent.input(within(dialog).getByRole('textbox', { name: "Titre de l'arbre" }), {
      target: { value: 'Premier' },
    });
    within(dialog).getByRole('button', { name: 'Créer' }).click();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Premier/ }).getAttribute('aria-current')).to.equal('page'),
    );
    await waitFor(() => expect(nodeNames(screen)).to.deep.equal(["Point d'entrée 10"]));
  });

  it('names every button', async () => {
    const { screen } = await mountBuilder();
    await waitFor(() => expect(nodeNames(screen).length).to.equal(WELCOME_NODES.length));
    const unnamed = screen
      .getAllByRole('button')
      .filter((b: HTMLElement) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim() === '');
    expect(unnamed.map((b: HTMLElement) => b.outerHTML)).to.deep.equal([]);
  });

  it('has no serious accessibility violation, with a node selected and its menu open', async () => {
    const { screen, element } = await mountBuilder();
    (await screen.findByRole('button', { name: 'Boutons 3 — Bonjour, que souhaitez-vous ?' })).click();
    await screen.findByRole('complementary', { name: 'Propriétés du nœud' });
    screen.getByRole('button', { name: 'Ajouter une action sous Boutons 3' }).click();
    await screen.findByRole('menu', { name: 'Choisir une action' });
    const results = await axe.run(element, { resultTypes: ['violations'] });
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).to.deep.equal([]);
  });
});
