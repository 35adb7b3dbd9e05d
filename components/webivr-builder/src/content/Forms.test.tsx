/// <reference types="mocha" />
import type { WebivrForm } from '@omnicanal/api';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { heard, listen, mountWebivr, reset, serve } from '../testing/mount.ts';

/* A web IVR form as a manager edits it: fields and choices reordered, whole weights, the export. */

const SKILLS = [{ id: 1, name: 'Support', auto_allocation: false, services: [] }];
const common = { 'GET /core/skills/': [200, SKILLS] as [number, unknown] };
const at = { 'version-id': '10', 'account-id': '1' };
const FORM: WebivrForm = {
  id: 4,
  label: 'Rappel',
  skill: null,
  notification_emails: ['equipe@demo.test'],
  button_label: 'Envoyer',
  api_url: '',
  api_method: 'POST',
  api_headers: {},
  api_body: '',
  fields: [
    {
      kind: 'text',
      label: 'Nom',
      identifier: 'name',
      order: 0,
      required: true,
      validation: '',
      weight: 0,
      use_weight: false,
      placeholder: '',
      choices: [],
    },
    {
      kind: 'radio',
      label: 'Sujet',
      identifier: 'topic',
      order: 1,
      required: false,
      validation: '',
      weight: 0,
      use_weight: false,
      placeholder: '',
      choices: [
        { label: 'Commande', value: 'order', order: 0, weight: 0 },
        { label: 'Facture', value: 'bill', order: 1, weight: 0 },
      ],
    },
  ],
  updated_at: '2026-11-20T09:00:00.000Z',
};
const TITLE = 'Modifier le formulaire « Rappel »';

describe('<oc-webivr-builder view="forms">', () => {
  afterEach(reset);

  it('lists the forms with their number of fields; the export button asks for the spreadsheet', async () => {
    serve({
      ...common,
      'GET /webivr/forms': [200, [FORM]],
      'GET /webivr/forms/xlsx-export': [200, {}],
    });
    const { screen } = await mountWebivr({ view: 'forms', ...at }, 'Formulaires');
    const table = await screen.findByRole('table', { name: 'Formulaires' });
    expect(within(table).getAllByRole('row')[1]?.textContent).to.contain('Rappel');
    expect(within(table).getByRole('cell', { name: '2' }).className).to.equal('number');
    fireEvent.click(screen.getByRole('button', { name: 'Exporter toutes les réponses (.xlsx)' }));
    await waitFor(() =>
      expect(heard.some((r) => r.method === 'GET' && r.path === '/webivr/forms/xlsx-export')).to.equal(true),
    );
  });

  it("exports one form's submissions from its editor", async () => {
    serve({ ...common, 'GET /webivr/forms/4': [200, FORM], 'GET /webivr/forms/xlsx-export': [200, {}] });
    const { screen } = await mountWebivr({ view: 'forms', ...at, 'item-id': '4' }, TITLE);
    fireEvent.click(screen.getByRole('button', { name: 'Exporter les réponses (.xlsx)' }));
    await waitFor(() => {
      const asked = heard.find((r) => r.path === '/webivr/forms/xlsx-export');
      expect(asked?.query.get('form')).to.equal('4');
    });
  });

  it('saves the fields in their new order, the choices reordered with whole weights', async () => {
    let sent: { fields: WebivrForm['fields']; notification_emails: string } | null = null;
    serve({
      ...common,
      'GET /webivr/forms/4': [200, FORM],
      'POST /webivr/forms/4': (request) => {
        sent = request.body as typeof sent;
        return [200, FORM];
      },
    });
    const moves = listen('oc-navigate');
    const { screen } = await mountWebivr({ view: 'forms', ...at, 'item-id': '4' }, TITLE);
    const up = await screen.findByRole('button', { name: 'Monter Sujet' });
    up.focus();
    fireEvent.click(up);
    const topic = await screen.findByRole('group', { name: 'Champ 1 : Sujet' });
    // At the top now: the button says it cannot go further and keeps the focus.
    await waitFor(() => expect(up.getAttribute('aria-disabled')).to.equal('true'));
    expect(
      topic.getRootNode() instanceof ShadowRoot && (topic.getRootNode() as ShadowRoot).activeElement === up,
    ).to.equal(true);
    fireEvent.click(within(topic).getByRole('button', { name: 'Descendre Commande' }));
    fireEvent.click(within(topic).getByRole('switch', { name: 'Utiliser des poids' }));
    const facture = await within(topic).findByRole('group', { name: 'Choix 1 : Facture' });
    const [fieldWeight] = await within(topic).findAllByLabelText('Poids');
    fireEvent.input(fieldWeight as HTMLElement, { target: { value: '2.5' } });
    fireEvent.input(within(facture).getByLabelText('Poids'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    // Weights are whole numbers: 2.5 is refused on its field before anything is sent.
    await screen.findByText('Certains champs sont à corriger.');
    expect(sent).to.equal(null);

    expect(fieldWeight?.getAttribute('aria-invalid')).to.equal('true');
    fireEvent.input(fieldWeight as HTMLElement, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(moves).to.deep.equal([{ path: '/webivr-builder/10/1/forms' }]));
    const body = sent as unknown as { fields: WebivrForm['fields']; notification_emails: string };
    expect(body.notification_emails).to.equal('equipe@demo.test');
    expect(body.fields.map((f) => [f.identifier, f.order, f.weight, f.use_weight])).to.deep.equal([
      ['topic', 0, 2, true],
      ['name', 1, 0, false],
    ]);
    expect(body.fields[0]?.choices).to.deep.equal([
      { label: 'Facture', value: 'bill', order: 0, weight: 3 },
      { label: 'Commande', value: 'order', order: 1, weight: 0 },
    ]);
    expect(body.fields[1]?.choices).to.deep.equal([]);
  });

  it("shows the server's refusal on the field it names", async () => {
    serve({
      ...common,
      'GET /webivr/forms/4': [200, FORM],
      'POST /webivr/forms/4': [
        400,
        { error: 'invalid_payload', detail: 'Invalid.', 'fields.1.identifier': ['invalid'] },
      ],
    });
    const { screen } = await mountWebivr({ view: 'forms', ...at, 'item-id': '4' }, TITLE);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const topic = screen.getByRole('group', { name: 'Champ 2 : Sujet' });
    await within(topic).findByText("Cette valeur n'est pas valide.");
    expect(within(topic).getByLabelText('Identifiant').getAttribute('aria-invalid')).to.equal('true');
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).to.include(
      'Certains champs sont à corriger.',
    );
  });
});
