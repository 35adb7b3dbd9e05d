import { makeBot } from '@omnicanal/core/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { mountBuilder, nodeNames, unmountAll } from './testing/mount.ts';

describe('bot builder notices', () => {
  afterEach(unmountAll);

  it('says why a move chosen in the node panel is refused, and changes nothing', async () => {
    const { screen } = await mountBuilder();
    (await screen.findByRole('button', { name: 'Transfert à un conseiller 7' })).click();
    const panel = await screen.findByRole('complementary', { name: 'Propriétés du nœud' });
    const parent = within(panel).getByLabelText('Nouveau parent') as HTMLSelectElement;
    const option = [...parent.options].find((o) => o.text === 'Boutons 3 — Bonjour, que souhaitez-vous ?');
    fireEvent.change(parent, { target: { value: option?.value } });
    within(panel).getByRole('button', { name: 'Déplacer' }).click();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.contain(
      'Sous des boutons, seuls des choix ou un choix par défaut sont acceptés.',
    );
    expect(screen.getByRole('status').textContent).to.equal('');
  });

  it('warns when a pasted jump from another bot lost its target (self-hosted)', async () => {
    const first = await mountBuilder({ edition: 'self-hosted' });
    const choice = await first.screen.findByRole('button', { name: 'Choix 4 — Horaires' });
    choice.click();
    within(first.screen.getByRole('toolbar')).getByRole('button', { name: 'Copier' }).click();

    const other = makeBot([['o1', 'entrypoint', null]], { identifier: 'other' });
    const second = await mountBuilder({
      bot: other,
      edition: 'self-hosted',
      attributes: { 'bot-id': 'other' },
    });
    (await second.screen.findByRole('button', { name: "Point d'entrée 1" })).click();
    within(second.screen.getByRole('toolbar')).getByRole('button', { name: 'Coller' }).click();
    await waitFor(() => expect(nodeNames(second.screen)).to.have.length(3));
    const warning = second.screen
      .getAllByRole('status')
      .find((s: HTMLElement) => /arbre cible/.test(s.textContent ?? ''));
    expect(warning?.textContent).to.contain("vient d'un autre bot");
  });
});
