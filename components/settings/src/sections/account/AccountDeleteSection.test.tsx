/// <reference types="mocha" />
import { $session } from '@omnicanal/stores';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { fill, heard, mountSettings, reset, serve } from '../../testing/mount.ts';

/* Deleting the company account: a reason first, then the confirm account delete modal. */

const PATH = '/core/customer/delete';
const posted = () => heard.filter((h) => h.method === 'POST' && h.path === PATH);

describe('<oc-settings section="account-delete">', () => {
  afterEach(reset);

  it('without a reason it says so and sends nothing', async () => {
    serve({ [`POST ${PATH}`]: [204, null] });
    const { screen } = await mountSettings({ section: 'account-delete' }, 'Supprimer le compte');
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer le compte' }));
    await screen.findByText('Veuillez choisir un motif de suppression.');
    expect(screen.queryByRole('dialog')).to.equal(null);
    expect(posted()).to.deep.equal([]);
  });

  it('asks for confirmation; Cancel deletes nothing', async () => {
    serve({ [`POST ${PATH}`]: [204, null] });
    const { screen } = await mountSettings({ section: 'account-delete' }, 'Supprimer le compte');
    fireEvent.change(screen.getByRole('combobox', { name: 'Motif de la suppression' }), {
      target: { value: 'too_expensive' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer le compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer définitivement le compte ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(posted()).to.deep.equal([]);
  });

  it('with a reason and the confirmation, the account is deleted and the session ends', async () => {
    serve({ [`POST ${PATH}`]: [204, null] });
    const { screen } = await mountSettings({ section: 'account-delete' }, 'Supprimer le compte');
    fireEvent.change(screen.getByRole('combobox', { name: 'Motif de la suppression' }), {
      target: { value: 'switching_product' },
    });
    fill(screen.getByRole('textbox', { name: 'Précisions (facultatif)' }), 'Un autre outil.');
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer le compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer définitivement le compte ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer le compte' }));
    await waitFor(() => expect($session.get().token).to.equal(null));
    expect(posted().map((h) => h.body)).to.deep.equal([
      { reason: 'switching_product', details: 'Un autre outil.' },
    ]);
  });
});
