/// <reference types="mocha" />
import type { Template } from '@omnicanal/api';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { TEMPLATE } from '../testing/fixtures.ts';
import { fill, heard, listen, mountEditor, reset, serve } from '../testing/mount.ts';

/*
 * The template form: kind first, then what the kind has; core's rules on their fields while
 * typing; the server's refusals on the same fields; a WhatsApp draft sent for validation and the
 * page following its review; the SMS counter and the emoji warning.
 */

const SKILLS = [{ id: 1, name: 'Support', auto_allocation: false, services: [] }];
const CHANNELS = [
  { id: 7, kind: 'whatsapp', name: 'WhatsApp boutique' },
  { id: 8, kind: 'sms', name: 'SMS boutique' },
];
const LOADS = {
  'GET /core/skills/': [200, SKILLS] as [number, unknown],
  'GET /campaigns/channels': [200, CHANNELS] as [number, unknown],
};

const posted = (path: string) => heard.filter((h) => h.method === 'POST' && h.path === path);

describe('template form', () => {
  afterEach(reset);

  it('a new WhatsApp template: the rules show on their fields while typing, an example per variable, then it saves and can be submitted', async () => {
    const saved: Template = { ...TEMPLATE, id: 9, name: 'bienvenue' };
    serve({
      ...LOADS,
      'POST /campaigns/templates/tyntec-wa': [201, saved],
      'POST /campaigns/templates/tyntec-wa/9/submit': [200, { ...saved, status: 'SUBMITTED' }],
    });
    const moves = listen('oc-navigate');
    const { screen } = await mountEditor({ section: 'templates', item: 'add' }, 'Nouveau modèle');
    const name = await screen.findByRole('textbox', { name: 'Nom' });
    fill(name, 'bien venue');
    await screen.findByText('Lettres, chiffres et _ uniquement', { selector: 'li' });
    fill(name, 'bienvenue');
    await waitFor(() =>
      expect(screen.queryByText('Lettres, chiffres et _ uniquement', { selector: 'li' })).to.equal(null),
    );

    // The channel accounts are those of the kind's channel.
    const accounts = within(screen.getByRole('combobox', { name: 'Compte de canal' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(accounts).to.deep.equal(['Choisir…', 'WhatsApp boutique']);

    fill(screen.getByRole('textbox', { name: 'Texte du message' }), 'Bonjour {{1}}, à bientôt {{3}} 🎉');
    await screen.findByText('Les variables se numérotent à partir de 1, sans trou');
    expect(screen.getByText(/contient des emojis/)).to.exist;
    expect(screen.getByText('22 / 1024 caractères, variables non comptées')).to.exist;
    fill(screen.getByRole('textbox', { name: 'Texte du message' }), 'Bonjour {{1}}, à bientôt.');
    const example = await screen.findByRole('textbox', { name: 'Exemple de la variable 1' });

    // Save with the example missing: said on its field, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Donnez un exemple pour chaque variable');
    expect(posted('/campaigns/templates/tyntec-wa')).to.have.length(0);

    fill(example, 'Marie');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une réponse rapide' }));
    fill(await screen.findByRole('textbox', { name: 'Texte du bouton 1' }), 'Oui');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Modèle « bienvenue » enregistré.');
    const body = posted('/campaigns/templates/tyntec-wa')[0]?.body as Record<string, unknown>;
    expect(body).to.deep.include({
      name: 'bienvenue',
      body: { type: 'text', text: 'Bonjour {{1}}, à bientôt.' },
      examples: { '1': 'Marie' },
      buttons: [{ type: 'quick_reply', text: 'Oui', tree: null }],
    });
    expect(moves).to.deep.equal([{ path: '/campaigns/templates/tyntec-wa/9' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Envoyer en validation' }));
    await screen.findByText(/En validation : le modèle ne peut pas changer/);
    expect((screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement).disabled).to.equal(
      true,
    );
  });

  it('a header image chosen from the computer is checked for 1.91:1, stored, and fills the header', async () => {
    serve({
      ...LOADS,
      'POST /uploads/files': [
        201,
        {
          url: 'http://localhost/api/uploads/files/abc/entete.png',
          name: 'entete.png',
          mimetype: 'image/png',
        },
      ],
    });
    const { screen, element } = await mountEditor({ section: 'templates', item: 'add' }, 'Nouveau modèle');
    await screen.findByRole('textbox', { name: 'Nom' });
    fireEvent.click(screen.getByRole('radio', { name: 'Image' }));
    await screen.findByRole('button', { name: 'Choisir une image…' });
    const picker = element.shadowRoot?.querySelector(
      '.header-image-upload input[type=file]',
    ) as HTMLInputElement;
    const choose = async (width: number, height: number) => {
      const canvas = new OffscreenCanvas(width, height);
      canvas.getContext('2d')?.fillRect(0, 0, width, height);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      const transfer = new DataTransfer();
      transfer.items.add(new File([blob], 'entete.png', { type: 'image/png' }));
      picker.files = transfer.files;
      picker.dispatchEvent(new Event('change', { bubbles: true }));
    };
    await choose(400, 400);
    await screen.findByText("L'image doit être au format 1,91:1 (par exemple 1910 × 1000).");
    expect(heard.filter((h) => h.path === '/uploads/files')).to.have.length(0);
    await choose(382, 200);
    await screen.findByText("entete.png est l'image de l'en-tête.");
    expect(
      (screen.getByRole('textbox', { name: "Image de l'en-tête (URL)" }) as HTMLInputElement).value,
    ).to.equal('http://localhost/api/uploads/files/abc/entete.png');
    expect((screen.getByRole('textbox', { name: 'Largeur (px)' }) as HTMLInputElement).value).to.equal('382');
  });

  it("the server's refusals land on their fields", async () => {
    serve({
      ...LOADS,
      'GET /campaigns/templates/4': [200, TEMPLATE],
      'POST /campaigns/templates/tyntec-wa/4': [
        400,
        {
          error: 'invalid_payload',
          detail: 'The template breaks a rule of its kind.',
          name: ['already_exists'],
          'buttons.0.url': ['url_invalid'],
        },
      ],
    });
    const { screen } = await mountEditor(
      { section: 'templates', item: 'tyntec-wa/4' },
      'Modèle « relance_panier »',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un lien' }));
    fill(await screen.findByRole('textbox', { name: 'Texte du bouton 1' }), 'Voir');
    fill(screen.getByRole('textbox', { name: 'Lien du bouton 1' }), 'https://exemple.fr/panier');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Un modèle de ce canal porte déjà ce nom dans cette langue');
    expect(screen.getByText('Lien invalide (http ou https)')).to.exist;
    expect(screen.getByRole('alert').textContent).to.contain('Corrigez les champs signalés');
    // The kind of a saved template does not change.
    expect((screen.getByRole('radio', { name: 'SMS' }) as HTMLInputElement).disabled).to.equal(true);
  });

  it('a template in validation follows its review until the answer; a refusal gives its reason', async () => {
    let reads = 0;
    serve({
      ...LOADS,
      'GET /campaigns/templates/4': () => {
        reads += 1;
        return reads < 2
          ? [200, { ...TEMPLATE, status: 'SUBMITTED' }]
          : [200, { ...TEMPLATE, status: 'REFUSED', status_detail: 'variable_at_edge' }];
      },
    });
    const { screen } = await mountEditor(
      { section: 'templates', item: 'tyntec-wa/4' },
      'Modèle « relance_panier »',
    );
    await screen.findByText(/En validation : le modèle ne peut pas changer/);
    await screen.findByText('Refusé : le texte commence ou finit par une variable');
    expect(screen.getByRole('button', { name: 'Envoyer en validation' })).to.exist;
  });

  it('an SMS template: sender name, the live SMS count, no buttons; English when the page is', async () => {
    const { setLocale } = await import('@omnicanal/stores');
    setLocale('en');
    serve(LOADS);
    const { screen } = await mountEditor({ section: 'templates', item: 'add' }, 'New template');
    fireEvent.click(await screen.findByRole('radio', { name: 'SMS' }));
    const accounts = within(screen.getByRole('combobox', { name: 'Channel account' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(accounts).to.deep.equal(['Choose…', 'SMS boutique']);
    fill(screen.getByRole('textbox', { name: 'Message text' }), 'a'.repeat(161));
    await screen.findByText('Sent as 2 SMS: beyond 160 characters, several SMS are sent');
    expect(screen.queryByRole('group', { name: 'Buttons' })).to.equal(null);
    fill(screen.getByRole('textbox', { name: 'SMS sender name' }), '1x');
    await screen.findByText('3 to 11 letters or digits, starting with a letter', { selector: 'li' });
  });
});
