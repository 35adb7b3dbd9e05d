/// <reference types="mocha" />
import type { Campaign, ContactList, Template } from '@omnicanal/api';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { AUDIENCE, CAMPAIGN, TEMPLATE } from '../testing/fixtures.ts';
import { fill, heard, listen, mountEditor, reset, serve } from '../testing/mount.ts';

/*
 * The campaign form as a manager fills it: validated templates of the type, audiences with their
 * counts, a weekly plan previewed in its zone, one assignment per template variable; the server's
 * refusals on their fields, the unfilled variables' prompt, the WhatsApp tier with its limit.
 */

const VALIDATED: Template = { ...TEMPLATE, status: 'VALIDATED', channel_account: 7 };
const DRAFT: Template = { ...TEMPLATE, id: 5, name: 'brouillon' };
const SMS: Template = {
  ...TEMPLATE,
  id: 6,
  name: 'rappel_sms',
  kind: 'sms',
  status: 'VALIDATED',
  variables: [],
};
const OTHER: ContactList = {
  ...AUDIENCE,
  id: 6,
  name: 'Prospects',
  contacts_count: 40,
  extra_keys: ['city'],
};
const page = <T,>(results: T[]) => ({ count: results.length, results });

const LOADS = {
  'GET /campaigns/templates': [
    200,
    { ...page([VALIDATED, DRAFT, SMS]), provider: { name: 'local', local: true } },
  ] as [number, unknown],
  'GET /campaigns/contacts/lists': [200, page([AUDIENCE, OTHER])] as [number, unknown],
  'GET /core/skills/': [200, [{ id: 1, name: 'Support' }]] as [number, unknown],
  'GET /core/integrations/': [200, [{ id: 3, name: 'Site web' }]] as [number, unknown],
  'GET /campaigns/campaigns/webivr-links': [
    200,
    [
      {
        entry_point: 2,
        name: 'Menu du site',
        webivr: 'Accueil',
        url: 'https://chat.example/api/guests/link/2',
      },
    ],
  ] as [number, unknown],
  'POST /campaigns/campaigns/audience-report': [200, { contacts: 338, unique: 330, selected: 330 }] as [
    number,
    unknown,
  ],
};

const posted = (path: string) =>
  heard.filter((h) => h.method === 'POST' && h.path === path).map((h) => h.body as Record<string, unknown>);

describe('campaign form', () => {
  afterEach(reset);

  it('a weekly campaign: its 30 sends previewed in its zone, a past date refused, unfilled variables confirmed, then its page', async () => {
    const saved: Campaign = { ...CAMPAIGN, id: 12, name: 'Soldes', status: 'PENDING' };
    let answers = 0;
    serve({
      ...LOADS,
      'POST /campaigns/campaigns': () => {
        answers += 1;
        if (answers === 1)
          return [
            400,
            { error: 'invalid_payload', detail: 'The campaign breaks a rule.', dtstart: ['start_in_past'] },
          ];
        if (answers === 2)
          return [
            400,
            { error: 'variables_incomplete', detail: 'Variables without a value: 1.', variables: ['1'] },
          ];
        return [201, saved];
      },
    });
    const moves = listen('oc-navigate');
    const { screen } = await mountEditor({ section: 'list', item: 'add' }, 'Nouvelle campagne');

    // Nothing filled: the required fields say so, nothing is sent.
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Vérifiez les champs signalés.');
    expect(screen.getAllByText('Ce champ est obligatoire.')).to.have.length(3);
    // The first field said wrong has the focus.
    const name = screen.getByRole('textbox', { name: 'Nom de la campagne' });
    await waitFor(() => expect((name.getRootNode() as ShadowRoot).activeElement === name).to.equal(true));
    expect(posted('/campaigns/campaigns')).to.have.length(0);

    fill(screen.getByRole('textbox', { name: 'Nom de la campagne' }), 'Soldes');
    // Only the validated templates of the type: the draft and the SMS are not offered for WhatsApp.
    const template = screen.getByRole('combobox', { name: 'Modèle' });
    expect(
      within(template)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).to.deep.equal(['Choisir…', 'relance_panier']);
    fireEvent.change(template, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Clients fidèles (298 contacts)' }));
    await screen.findByText(
      '338 contacts dans ces audiences, 330 distincts : chacun reçoit un seul message.',
    );

    // A weekly plan from Sunday 21 March 2027 at 10:00 in Paris: 30 sends, 10:00 across the change of time.
    fireEvent.click(screen.getByRole('radio', { name: 'À une date' }));
    fill(screen.getByLabelText('Date du premier envoi'), '2027-03-21');
    fill(screen.getByRole('textbox', { name: 'Heure' }), '10:00');
    fireEvent.change(screen.getByRole('combobox', { name: 'Récurrence' }), { target: { value: '2' } });
    const preview = await screen.findByRole('region', { name: 'Prochains envois' });
    within(preview).getByRole('heading', { name: 'Prochains envois, heure de Europe/Paris' });
    const sends = within(preview).getAllByRole('listitem');
    expect(sends).to.have.length(30);
    expect(sends[0]?.textContent).to.match(/^dim\. 21 mars 2027.* 10:00$/);
    expect(sends[1]?.textContent).to.match(/^dim\. 28 mars 2027.* 10:00$/);
    expect(sends[0]?.querySelector('time')?.getAttribute('datetime')).to.equal('2027-03-21T09:00:00.000Z');
    expect(sends[1]?.querySelector('time')?.getAttribute('datetime')).to.equal('2027-03-28T08:00:00.000Z');

    // The server finds the date past: said on the date.
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('La date de début doit être dans le futur.');
    expect(screen.getByLabelText('Date du premier envoi').getAttribute('aria-invalid')).to.equal('true');
    const date = screen.getByLabelText('Date du premier envoi');
    await waitFor(() => expect((date.getRootNode() as ShadowRoot).activeElement === date).to.equal(true));

    // Then the variable left unfilled: a prompt, and the save again with the confirmation.
    fill(screen.getByLabelText('Date du premier envoi'), '2027-03-28');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const prompt = await screen.findByRole('dialog', { name: 'Variables non renseignées' });
    expect(prompt.textContent).to.contain('{{1}}');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Enregistrer quand même' }));
    await waitFor(() => expect(moves).to.deep.equal([{ path: '/campaigns/list/send/12' }]));
    const bodies = posted('/campaigns/campaigns');
    expect(bodies.map((b) => b.confirm_incomplete)).to.deep.equal([false, false, true]);
    expect(bodies[2]).to.deep.include({
      name: 'Soldes',
      type: 'whatsapp',
      template: 4,
      contact_lists: [5],
      dtstart: '2027-03-28T10:00',
      tzid: 'Europe/Paris',
      recurrence: { freq: 2, interval: 1 },
      send_count: null,
      variables: {},
      console_visibility: true,
    });
  });

  it('a variable from an audience column, a filter, the RCS fallback; the WhatsApp tier says its limit', async () => {
    serve({
      ...LOADS,
      'POST /campaigns/campaigns': [
        400,
        {
          error: 'whatsapp_tier_limit',
          detail: 'Only 1000 messages per 24 h: reduce the audience.',
          contact_lists: ['whatsapp_tier_limit'],
          limit: ['1000'],
        },
      ],
    });
    const { screen } = await mountEditor({ section: 'list', item: 'add' }, 'Nouvelle campagne');
    fill(await screen.findByRole('textbox', { name: 'Nom de la campagne' }), 'Relance');

    // RCS falls back on an SMS; WhatsApp has no fallback.
    fireEvent.click(screen.getByRole('radio', { name: 'RCS' }));
    const fallback = await screen.findByRole('combobox', { name: 'Modèle de repli (SMS)' });
    expect(
      within(fallback)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).to.deep.equal(['Choisir…', 'rappel_sms']);
    expect(screen.getByText('Aucun modèle RCS validé : créez-en un et attendez sa validation.')).to.exist;
    fireEvent.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: 'Modèle de repli (SMS)' })).to.equal(null),
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Modèle' }), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Clients fidèles (298 contacts)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Prospects (40 contacts)' }));
    // {{1}} from the audiences' columns.
    fireEvent.change(screen.getByRole('combobox', { name: 'Source de {{1}}' }), {
      target: { value: 'audience' },
    });
    const column = await screen.findByRole('combobox', { name: 'Colonne de {{1}}' });
    expect(
      within(column)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).to.deep.equal(['Choisir…', 'city', 'email']);
    fireEvent.change(column, { target: { value: 'email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un filtre' }));
    fill(await screen.findByRole('textbox', { name: 'Valeurs du filtre 1' }), 'Lyon, Paris');
    fireEvent.click(screen.getByRole('switch', { name: 'Afficher les réponses dans la console' }));

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText(
      'Votre numéro WhatsApp ne peut envoyer que 1000 messages par 24 h : réduisez l’audience.',
    );
    expect(posted('/campaigns/campaigns')[0]).to.deep.include({
      contact_lists: [5, 6],
      fallback_template: null,
      dtstart: null,
      recurrence: null,
      variables: { '1': { source: 'audience', column: 'email' } },
      audience_filters: [{ variable: 'city', values: 'Lyon, Paris' }],
      console_visibility: false,
    });
  });

  it('a visual IVR link: the published menus offered with the address each sends, a refusal on its variable', async () => {
    serve({
      ...LOADS,
      'POST /campaigns/campaigns': [
        400,
        {
          error: 'invalid_payload',
          detail: 'The campaign breaks a rule.',
          'variables.1': ['webivr_link_invalid'],
        },
      ],
    });
    const { screen } = await mountEditor({ section: 'list', item: 'add' }, 'Nouvelle campagne');
    fill(await screen.findByRole('textbox', { name: 'Nom de la campagne' }), 'Suivi');
    fireEvent.change(screen.getByRole('combobox', { name: 'Modèle' }), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Clients fidèles (298 contacts)' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Source de {{1}}' }), {
      target: { value: 'webivr' },
    });
    const link = await screen.findByRole('combobox', { name: 'Lien de SVI visuel de {{1}}' });
    expect(
      within(link)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).to.deep.equal(['Choisir…', 'Menu du site — Accueil']);
    fireEvent.change(link, { target: { value: '2' } });
    await screen.findByText('Ouvre https://chat.example/api/guests/link/2');

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText("Ce point d'entrée n'ouvre plus de SVI visuel publié.");
    expect(posted('/campaigns/campaigns')[0]?.variables).to.deep.equal({
      '1': { source: 'webivr', entry_point: 2 },
    });
  });

  it('a manual campaign opens with its values and saves to its address; a running one is not changed', async () => {
    const stored: Campaign = {
      ...CAMPAIGN,
      skill: 1,
      entry_point: 3,
      variables: { '1': { source: 'custom', value: 'Marie' } },
    };
    serve({
      ...LOADS,
      'GET /campaigns/campaigns/11': [200, stored],
      'POST /campaigns/campaigns/11': [200, stored],
    });
    const moves = listen('oc-navigate');
    const { screen } = await mountEditor({ section: 'list', item: '11' }, 'Modifier « Relance »');
    expect((screen.getByRole('textbox', { name: 'Nom de la campagne' }) as HTMLInputElement).value).to.equal(
      'Relance',
    );
    expect((screen.getByRole('radio', { name: 'À la demande' }) as HTMLInputElement).checked).to.equal(true);
    expect((screen.getByRole('combobox', { name: 'Compétence' }) as HTMLSelectElement).value).to.equal('1');
    expect((screen.getByRole('combobox', { name: "Point d'entrée" }) as HTMLSelectElement).value).to.equal(
      '3',
    );
    expect((screen.getByRole('textbox', { name: 'Texte de {{1}}' }) as HTMLInputElement).value).to.equal(
      'Marie',
    );
    expect(
      (screen.getByRole('checkbox', { name: 'Clients fidèles (298 contacts)' }) as HTMLInputElement).checked,
    ).to.equal(true);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(moves).to.deep.equal([{ path: '/campaigns/list/send/11' }]));
    expect(posted('/campaigns/campaigns/11')[0]).to.deep.include({
      skill: 1,
      entry_point: 3,
      variables: { '1': { source: 'custom', value: 'Marie' } },
    });

    reset();
    serve({ ...LOADS, 'GET /campaigns/campaigns/11': [200, { ...CAMPAIGN, status: 'RUNNING' }] });
    const back = listen('oc-navigate');
    const running = await mountEditor({ section: 'list', item: '11' }, 'Modifier « Relance »');
    await running.screen.findByText(
      'Cette campagne ne peut plus être modifiée : son statut est « En cours ».',
    );
    expect(running.screen.queryByRole('form')).to.equal(null);
    fireEvent.click(running.screen.getByRole('button', { name: 'Voir la campagne' }));
    expect(back).to.deep.equal([{ path: '/campaigns/list/send/11' }]);
  });

  it('a failed load offers Retry; in English the form speaks English', async () => {
    let fail = true;
    serve({
      ...LOADS,
      'GET /campaigns/contacts/lists': () => (fail ? [500, { detail: 'boom' }] : [200, page([])]),
    });
    const { setLocale } = await import('@omnicanal/stores');
    setLocale('en');
    const { screen } = await mountEditor({ section: 'list', item: 'add' }, 'New campaign');
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('textbox', { name: 'Campaign name' });
    expect(screen.getByText('No audience: create one first.')).to.exist;
    fireEvent.click(screen.getByRole('radio', { name: 'On a date' }));
    await screen.findByText('Enter a date and a time to see the planned sends.');
  });
});
