/// <reference types="mocha" />
import type { SkillSettings } from '@omnicanal/api';
import { setEdition } from '@omnicanal/stores';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { fill, heard, listen, mountSettings, reset, serve, userOf } from '../../testing/mount.ts';

/*
 * The skills screens as an administrator meets them: the list, a new skill, a skill's general
 * settings with its linked bots, its web chat and its opening hours; refusals stay under their
 * field and nothing is sent while the form itself finds a problem.
 */

const MESSAGES = {
  welcome: 'Bonjour !',
  waiting: '',
  online: '',
  offline: '',
  full: '',
  pause: '',
  takeover: '',
  agent_notification: '',
};

const SUPPORT: SkillSettings = {
  id: 4,
  name: 'Support',
  auto_allocation: true,
  messages: MESSAGES,
  screensharing: { cobrowsing: false, mirroring: false },
  translation: { bot: false, agent_console: false },
  services: [{ kind: 'bot' }],
  calendar: null,
};

const posts = () => heard.filter((h) => h.method === 'POST');

describe('<oc-settings section="skills">', () => {
  afterEach(reset);

  it('lists the skills with their allocation and services, and Add opens the form', async () => {
    serve({ 'GET /core/settings/skills/': [200, { results: [SUPPORT], count: 1 }] });
    const navigate = listen('oc-navigate');
    const { screen } = await mountSettings({ section: 'skills' }, 'Compétences');
    const table = await screen.findByRole('table', { name: "Compétences de l'entreprise" });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row.textContent).to.contain('Support').and.contain('Oui').and.contain('Bot');
    within(row).getByRole('button', { name: 'Modifier Support' }).click();
    screen.getByRole('button', { name: 'Ajouter une compétence' }).click();
    expect(navigate).to.deep.equal([{ path: '/settings/skills/4' }, { path: '/settings/skills/add' }]);
  });

  it('says what to do when the company has no skill yet', async () => {
    serve({ 'GET /core/settings/skills/': [200, { results: [], count: 0 }] });
    const { screen } = await mountSettings({ section: 'skills' }, 'Compétences');
    const empty = await screen.findByText(/Aucune compétence pour l'instant/);
    expect(empty.getAttribute('role')).to.equal('status');
    expect(screen.getAllByRole('button', { name: 'Ajouter une compétence' })).to.have.length(2);
  });

  it('creates a skill with auto-allocation and a welcome message, then opens it', async () => {
    serve({ 'POST /core/skills/': [201, { ...SUPPORT, id: 9, name: 'Ventes' }] });
    const navigate = listen('oc-navigate');
    const dirty = listen('oc-dirty-change');
    const { screen } = await mountSettings({ section: 'skills', item: 'add' }, 'Nouvelle compétence');
    fill(screen.getByLabelText('Nom'), 'Ventes');
    screen.getByRole('switch', { name: 'Attribution automatique' }).click();
    fill(screen.getByLabelText('Message de bienvenue'), 'Bienvenue chez nous');
    screen.getByRole('switch', { name: 'Co-navigation' }).click();
    screen.getByRole('button', { name: 'Enregistrer' }).click();
    await waitFor(() => expect(navigate).to.deep.equal([{ path: '/settings/skills/9' }]));
    const body = posts()[0]?.body as SkillSettings;
    expect(body.name).to.equal('Ventes');
    expect(body.auto_allocation).to.equal(true);
    expect(body.messages.welcome).to.equal('Bienvenue chez nous');
    expect(body.screensharing).to.deep.equal({ cobrowsing: true, mirroring: false });
    expect(dirty).to.deep.equal([{ dirty: true }, { dirty: false }]);
  });

  it('holds back a nameless skill, and shows a name already used under the field', async () => {
    serve({
      'POST /core/skills/': [
        400,
        { error: 'already_exists', detail: 'This name is already used.', name: ['already_exists'] },
      ],
    });
    const navigate = listen('oc-navigate');
    const { screen } = await mountSettings({ section: 'skills', item: 'add' }, 'Nouvelle compétence');
    screen.getByRole('button', { name: 'Enregistrer' }).click();
    await screen.findByText('Ce champ ne peut pas être vide.');
    expect(posts()).to.deep.equal([]);
    fill(screen.getByLabelText('Nom'), 'support');
    screen.getByRole('button', { name: 'Enregistrer' }).click();
    await screen.findByText('Cette valeur existe déjà.');
    expect(screen.getByLabelText('Nom').getAttribute('aria-invalid')).to.equal('true');
    expect(navigate).to.deep.equal([]);
  });

  it("edits a skill's general settings and lists the bots built on it", async () => {
    serve({
      'GET /core/skills/4': [200, SUPPORT],
      'GET /bot/bot/used-by-skill/4': [200, [{ bot: 'main', channels: ['web'], trees: 2, nodes: 9 }]],
      'POST /core/skills/4': (request) => [200, { ...SUPPORT, ...(request.body as object) }],
    });
    const { screen } = await mountSettings({ section: 'skills', item: '4' }, 'Modifier la compétence');
    const name = (await screen.findByLabelText('Nom')) as HTMLInputElement;
    expect(name.value).to.equal('Support');
    expect((screen.getByLabelText('Message de bienvenue') as HTMLTextAreaElement).value).to.equal(
      'Bonjour !',
    );
    expect(screen.getByRole('link', { name: 'Général' }).getAttribute('aria-current')).to.equal('page');
    await screen.findByText('main : 2 arbres (web)');
    fill(screen.getByLabelText('Message hors ligne'), 'Revenez demain');
    screen.getByRole('button', { name: 'Enregistrer' }).click();
    await screen.findByText('Modifications enregistrées.');
    const body = posts()[0]?.body as SkillSettings;
    expect(body.messages.offline).to.equal('Revenez demain');
    expect(body.messages.welcome).to.equal('Bonjour !');
    expect(body.services).to.deep.equal([{ kind: 'bot' }]);
  });

  it('moves between the parts of a skill by their paths', async () => {
    serve({
      'GET /core/skills/4': [200, SUPPORT],
      'GET /core/skills/4/widget': [
        200,
        {
          cta_text: '',
          force_cta_display: false,
          color: '#1f6feb',
          logo: null,
          offset_x: 0,
          offset_y: 0,
          position: 'right',
          title: '',
          subtitle: '',
          version: 2,
        },
      ],
      'POST /core/skills/4/widget': (request) => [200, request.body],
    });
    const navigate = listen('oc-navigate');
    const { screen } = await mountSettings({ section: 'skills', item: '4/widget' }, 'Modifier la compétence');
    expect((await screen.findByRole('radio', { name: 'Chatbox' })) as HTMLInputElement).to.have.property(
      'checked',
      true,
    );
    screen.getByRole('radio', { name: 'En bas à gauche' }).click();
    fill(screen.getByLabelText("Texte de l'appel à l'action"), 'Une question ?');
    screen.getByRole('button', { name: 'Enregistrer' }).click();
    await screen.findByText('Modifications enregistrées.');
    expect(posts()[0]?.body).to.include({ position: 'left', cta_text: 'Une question ?', version: 2 });
    screen.getByRole('link', { name: 'Chat web' }).click();
    expect(navigate.at(-1)).to.deep.equal({ path: '/settings/skills/4/live-chat' });
  });

  it("previews the widget beside its form: the saved web chat under the form's unsaved values", async () => {
    serve({
      'GET /core/skills/4': [200, SUPPORT],
      'GET /core/skills/4/widget': [
        200,
        {
          cta_text: '',
          force_cta_display: false,
          color: '#1f6feb',
          logo: null,
          offset_x: 0,
          offset_y: 0,
          position: 'right',
          title: 'Support',
          subtitle: '',
          version: 2,
        },
      ],
      'GET /core/skills/4/live-chat': [
        200,
        { logo: '', company_name: 'Démo SA', punchline: '', color: '#1f6feb', auto_open_delay: null },
      ],
    });
    // A stand-in for the visitor widget the host loads on this route: it keeps what it is handed.
    class PreviewedChat extends HTMLElement {
      preview: { appearance: { title: string; company_name: string; position: string } } | null = null;
    }
    if (!customElements.get('oc-web-chat')) customElements.define('oc-web-chat', PreviewedChat);
    const { screen } = await mountSettings({ section: 'skills', item: '4/widget' }, 'Modifier la compétence');
    const preview = await screen.findByRole('region', { name: 'Aperçu du widget' });
    const chat = await waitFor(() => {
      const found = preview.querySelector('oc-web-chat') as PreviewedChat | null;
      if (found?.preview?.appearance.company_name !== 'Démo SA') throw new Error('not previewed yet');
      return found;
    });
    expect(chat.preview?.appearance.title).to.equal('Support');

    fill(await screen.findByLabelText(/^Titre/), 'Une question ?');
    screen.getByRole('radio', { name: 'En bas à gauche' }).click();
    await waitFor(() =>
      expect(chat.preview?.appearance).to.include({ title: 'Une question ?', position: 'left' }),
    );
    expect(posts()).to.deep.equal([]);
  });

  it('web chat needs its logo before anything is sent; a server refusal lands on its field', async () => {
    serve({
      'GET /core/skills/4': [200, SUPPORT],
      'GET /core/skills/4/live-chat': [
        200,
        { logo: '', company_name: 'Demo', punchline: '', color: '#1f6feb', auto_open_delay: null },
      ],
      'POST /core/skills/4/live-chat': [
        400,
        { error: 'invalid_payload', detail: 'The payload is not valid.', logo: ['invalid'] },
      ],
    });
    const { screen } = await mountSettings(
      { section: 'skills', item: '4/live-chat' },
      'Modifier la compétence',
    );
    await screen.findByLabelText("Nom de l'entreprise");
    screen.getByRole('button', { name: 'Enregistrer' }).click();
    await waitFor(() => expect(screen.getAllByText('Ce champ ne peut pas être vide.')).to.have.length(2));
    expect(posts()).to.deep.equal([]);
    fill(screen.getByLabelText("Logo (adresse de l'image)"), 'https://cdn.example/logo.png');
    fill(screen.getByLabelText('Accroche'), 'Une question ?');
    screen.getByRole('button', { name: 'Enregistrer' }).click();
    await waitFor(() =>
      expect(screen.getByLabelText("Logo (adresse de l'image)").getAttribute('aria-invalid')).to.equal(
        'true',
      ),
    );
    expect(posts()[0]?.body).to.include({
      logo: 'https://cdn.example/logo.png',
      punchline: 'Une question ?',
    });
    expect(screen.queryByText('Modifications enregistrées.')).to.equal(null);
  });

  it('sets opening hours per weekday and refuses a range ending before it starts', async () => {
    serve({
      'GET /core/skills/4': [200, SUPPORT],
      'POST /core/skills/4/calendar-update': (request) => [200, { ...SUPPORT, calendar: request.body }],
    });
    const { screen } = await mountSettings(
      { section: 'skills', item: '4/calendar' },
      'Modifier la compétence',
    );
    const monday = await screen.findByLabelText('Lundi');
    fill(monday, '09:00-12:00, 14:00-18:00');
    fireEvent.keyDown(monday, { key: 'Enter' });
    const friday = screen.getByLabelText('Vendredi');
    fill(friday, '18:00-08:00');
    fireEvent.keyDown(friday, { key: 'Enter' });
    screen.getByRole('button', { name: 'Enregistrer' }).click();
    await screen.findByText('Plage invalide : HH:mm-HH:mm, le début avant la fin.');
    expect(posts()).to.deep.equal([]);
    screen.getByRole('button', { name: 'Retirer 18:00-08:00' }).click();
    screen.getByRole('button', { name: 'Enregistrer' }).click();
    await screen.findByText('Modifications enregistrées.');
    expect(posts()[0]?.body).to.deep.equal({
      timezone: 'Europe/Paris',
      opening_hours: [
        { day: 0, start: '09:00', end: '12:00' },
        { day: 0, start: '14:00', end: '18:00' },
      ],
    });
  });

  it('picks the calendar the skill follows among the calendars', async () => {
    serve({
      'GET /core/skills/4': [200, { ...SUPPORT, calendar: { timezone: 'Europe/Paris', opening_hours: [] } }],
      'GET /chronos/rules': [200, [{ id: 3, label: 'Horaires du support' }]],
      'POST /core/skills/4/calendar-update': (request) => [200, { ...SUPPORT, calendar: request.body }],
    });
    const { screen } = await mountSettings(
      { section: 'skills', item: '4/calendar' },
      'Modifier la compétence',
    );
    const rule = (await screen.findByRole('combobox', { name: /Calendrier suivi/ })) as HTMLSelectElement;
    expect(rule.value).to.equal('');
    fireEvent.change(rule, { target: { value: '3' } });
    screen.getByRole('button', { name: 'Enregistrer' }).click();
    await screen.findByText('Modifications enregistrées.');
    expect(posts()[0]?.body).to.deep.equal({ timezone: 'Europe/Paris', opening_hours: [], rule: 3 });
  });

  it('says a failed read with Retry, and Retry reads again', async () => {
    let fail = true;
    serve({
      'GET /core/skills/4': () => {
        if (!fail) return [200, SUPPORT];
        fail = false;
        return [500, { error: 'server_error', detail: 'Boom.' }];
      },
      'GET /bot/bot/used-by-skill/4': [200, []],
    });
    const { screen } = await mountSettings({ section: 'skills', item: '4' }, 'Modifier la compétence');
    const alert = await screen.findByRole('alert');
    within(alert).getByRole('button', { name: 'Réessayer' }).click();
    await screen.findByLabelText('Nom');
    expect(await screen.findByText("Aucun bot n'utilise cette compétence.", { exact: false })).to.exist;
  });

  it('is not part of the hosted edition, and calls nothing there', async () => {
    serve({});
    setEdition('hosted');
    const { screen } = await mountSettings({ section: 'skills' }, 'Compétences', userOf('owner'));
    expect(screen.getByRole('status').textContent).to.contain("ne font pas partie de l'édition hébergée");
    expect(heard).to.deep.equal([]);
  });
});
