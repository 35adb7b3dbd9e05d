/// <reference types="mocha" />
import type { CalendarRule } from '@omnicanal/api';
import { closedWeek, slot, workingWeek } from '@omnicanal/core';
import { setToken, setUser } from '@omnicanal/stores';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { heard, listen, mountSettings, reset, serve, userOf } from '../../testing/mount.ts';

/*
 * The calendars screens as an administrator meets them: the list with its empty state and row
 * menu, the form with the server's refusal under the label, the day-row editor (open a day, add
 * and remove slots, an overlap refused before anything is sent, the server's slot errors shown on
 * the slot), days off, and the trees dialog.
 */

const rule = (changes: Partial<CalendarRule> = {}): CalendarRule => ({
  id: 5,
  label: 'Horaires du support',
  timezone: 'Europe/Paris',
  open_24_7: false,
  customized: true,
  week: 3,
  days: workingWeek(slot('09:00', '18:00')),
  days_off: [],
  off_groups: [],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...changes,
});
const fresh = rule({ id: 6, label: 'Été', customized: false, week: null, days: closedWeek() });
const GROUPS = [{ id: 1, label: 'Jours fériés (France)', days: ['2026-12-25', '2027-01-01'] }];
const admin = userOf('admin');

/** The selects of one end of a slot of a day. */
async function pick(
  screen: ReturnType<typeof within>,
  day: string,
  n: number,
  end: 'début' | 'fin',
  time: string,
) {
  const [hour, minute] = time.split(':');
  const what = `${day}, créneau ${n}, ${end}`;
  const hours = (await screen.findByRole('combobox', { name: `${what} : heure` })) as HTMLSelectElement;
  fireEvent.change(hours, { target: { value: hour } });
  const minutes = screen.getByRole('combobox', { name: `${what} : minutes` }) as HTMLSelectElement;
  fireEvent.change(minutes, { target: { value: minute } });
  await waitFor(() => expect([hours.value, minutes.value]).to.deep.equal([hour, minute]));
}

describe('calendars settings', () => {
  afterEach(reset);

  it('lists the calendars with their zone and hours; the row menu deletes after confirmation', async () => {
    let rules = [rule(), fresh];
    serve({
      'GET /chronos/rules': () => [200, rules],
      'DELETE /chronos/rules/6': () => {
        rules = [rule()];
        return [204, null];
      },
    });
    const { screen } = await mountSettings({ section: 'calendars' }, 'Calendriers', admin);
    const table = await screen.findByRole('table', { name: 'Calendriers' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows[0]).to.contain('Été').and.contain('Non définis (fermé)');
    expect(rows[1])
      .to.contain('Horaires du support')
      .and.contain('Europe/Paris')
      .and.contain('Personnalisés');

    fireEvent.click(screen.getByRole('button', { name: 'Actions pour « Été »' }));
    const menu = await screen.findByRole('menu', { name: 'Actions pour « Été »' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).to.deep.equal([
      'Modifier',
      'Personnaliser les horaires',
      'Arbres utilisant ce calendrier',
      'Supprimer',
    ]);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le calendrier « Été » ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await screen.findByText('Calendrier « Été » supprimé.');
    await waitFor(() => expect(within(table).queryByText('Été')).to.equal(null));
    expect(heard.some((h) => h.method === 'DELETE' && h.path === '/chronos/rules/6')).to.equal(true);
  });

  it('says what to do when there is none, and Add leads to the form', async () => {
    serve({ 'GET /chronos/rules': [200, []] });
    const moves = listen('oc-navigate');
    const { screen } = await mountSettings({ section: 'calendars' }, 'Calendriers', admin);
    await screen.findByText(/Aucun calendrier. Ajoutez-en un/);
    const adds = screen.getAllByRole('button', { name: 'Ajouter un calendrier' });
    fireEvent.click(adds.at(-1) as HTMLElement);
    expect(moves).to.deep.equal([{ path: '/settings/calendars/add' }]);
  });

  it('creates a calendar: a used label is refused under the field, then on to its hours', async () => {
    let answer: [number, unknown] = [
      400,
      { error: 'already_exists', detail: 'x', label: ['already_exists'] },
    ];
    serve({ 'POST /chronos/rules': () => answer });
    const moves = listen('oc-navigate');
    const { screen } = await mountSettings(
      { section: 'calendars', item: 'add' },
      'Nouveau calendrier',
      admin,
    );
    const label = await screen.findByRole('textbox', { name: /Libellé/ });
    fireEvent.input(label, { target: { value: 'Support' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Cette valeur existe déjà.');
    expect(heard.find((h) => h.method === 'POST')?.body).to.deep.equal({
      label: 'Support',
      timezone: 'Europe/Paris',
      open_24_7: false,
      week: null,
      days_off: [],
      off_groups: [],
    });
    answer = [201, rule({ id: 9, label: 'Support 2' })];
    fireEvent.input(label, { target: { value: 'Support 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(moves.at(-1)).to.deep.equal({ path: '/settings/calendars/customization/9' }));
  });

  it('the day-row editor: open Monday, two slots, an overlap refused before sending, then saved', async () => {
    serve({
      'GET /chronos/rules/6': [200, fresh],
      'GET /chronos/off_groups': [200, GROUPS],
      'GET /chronos/weeks/week': [200, { id: 11, days: closedWeek() }],
      'POST /chronos/weeks/week/11': (request) => [200, { id: 11, ...(request.body as object) }],
      'POST /chronos/rules/6': [200, fresh],
    });
    const moves = listen('oc-navigate');
    const { screen } = await mountSettings(
      { section: 'calendars', item: 'customization/6' },
      'Personnaliser le calendrier',
      admin,
    );
    const monday = await screen.findByRole('group', { name: 'Lundi' });
    fireEvent.click(within(monday).getByRole('checkbox'));
    await pick(screen, 'Lundi', 1, 'début', '09:00');
    await pick(screen, 'Lundi', 1, 'fin', '12:00');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un créneau le Lundi' }));
    await pick(screen, 'Lundi', 2, 'début', '11:00');
    await pick(screen, 'Lundi', 2, 'fin', '18:00');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(monday).findAllByText('Ce créneau en chevauche un autre du même jour.'),
    ).to.have.length(2);
    expect(heard.some((h) => h.method === 'POST')).to.equal(false);

    await pick(screen, 'Lundi', 2, 'début', '14:00');
    await waitFor(() => expect(within(monday).queryByText(/chevauche/)).to.equal(null));
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Groupes de jours fériés' })).getByRole('checkbox'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(moves.at(-1)).to.deep.equal({ path: '/settings/calendars' }));
    const week = heard.find((h) => h.path === '/chronos/weeks/week');
    expect(week?.query.get('add_new')).to.equal('true');
    const saved = heard.find((h) => h.method === 'POST' && h.path === '/chronos/weeks/week/11')?.body as {
      days: ReturnType<typeof closedWeek>;
    };
    expect(saved.days.monday).to.deep.equal({
      closed: false,
      slots: [slot('09:00', '12:00'), slot('14:00', '18:00')],
    });
    expect(heard.find((h) => h.path === '/chronos/rules/6' && h.method === 'POST')?.body).to.deep.equal({
      label: 'Été',
      timezone: 'Europe/Paris',
      open_24_7: false,
      week: 11,
      days_off: [],
      off_groups: [1],
    });
  });

  it("shows the server's refusal on the slot it names", async () => {
    serve({
      'GET /chronos/rules/5': [200, rule()],
      'GET /chronos/off_groups': [200, []],
      'POST /chronos/weeks/week/3': [
        400,
        { error: 'invalid_payload', detail: 'x', 'days.tuesday.slots.0.end_dt': ['end_before_start'] },
      ],
    });
    const { screen } = await mountSettings(
      { section: 'calendars', item: 'customization/5' },
      'Personnaliser le calendrier',
      admin,
    );
    await screen.findByRole('group', { name: 'Mardi' });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const tuesday = screen.getByRole('group', { name: 'Mardi' });
    await within(tuesday).findByText('La fin doit être après le début.');
    expect(
      within(tuesday)
        .getByRole('combobox', { name: 'Mardi, créneau 1, fin : heure' })
        .getAttribute('aria-invalid'),
    ).to.equal('true');
    await screen.findByText('Certains horaires ne sont pas valides : corrigez les champs signalés.');
    expect(heard.some((h) => h.path === '/chronos/rules/5' && h.method === 'POST')).to.equal(false);
  });

  it('days off: a past day is refused, a future one listed, a listed one removed; 24/7 sets the week aside', async () => {
    serve({ 'GET /chronos/rules/5': [200, rule()], 'GET /chronos/off_groups': [200, []] });
    const { screen } = await mountSettings(
      { section: 'calendars', item: 'customization/5' },
      'Personnaliser le calendrier',
      admin,
    );
    const date = await screen.findByLabelText('Date');
    fireEvent.change(date, { target: { value: '2020-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter le jour' }));
    await screen.findByText('La date doit être dans le futur.');
    fireEvent.change(date, { target: { value: '2099-12-24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter le jour' }));
    const list = await screen.findByRole('list', { name: 'Jours de fermeture' });
    expect(list.textContent).to.contain('24/12/2099');
    fireEvent.change(date, { target: { value: '2099-12-24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter le jour' }));
    await screen.findByText('Ce jour de fermeture est déjà dans la liste.');
    fireEvent.click(screen.getByRole('button', { name: 'Retirer le 24/12/2099' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Jours de fermeture' })).to.equal(null));

    fireEvent.click(screen.getByRole('checkbox', { name: 'Ouvert 24 h/24, 7 j/7' }));
    await waitFor(() =>
      expect((screen.getByRole('group', { name: 'Semaine type' }) as HTMLFieldSetElement).disabled).to.equal(
        true,
      ),
    );
  });

  it('the trees dialog lists the trees using the calendar', async () => {
    serve({
      'GET /chronos/rules': [200, [rule()]],
      'GET /chronos/accounts/calendar-trees/5': [
        200,
        [
          {
            via: 'chronos',
            skill: 1,
            skill_name: 'Support',
            bot: 'main',
            channel: 'web',
            tree: 'horaires',
            title: 'Horaires',
            entry_point: null,
          },
        ],
      ],
    });
    const { screen } = await mountSettings({ section: 'calendars' }, 'Calendriers', admin);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions pour « Horaires du support »' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Arbres utilisant ce calendrier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Arbres utilisant « Horaires du support »' });
    await within(dialog).findByText('Horaires');
    expect(dialog.textContent).to.contain('compétence Support, canal web');
  });

  it('is for administrators: a manager is refused and nothing is asked', async () => {
    serve({});
    setToken('t', { persist: false });
    setUser(userOf('manager'));
    const element = document.createElement('oc-settings');
    element.setAttribute('section', 'calendars');
    document.body.append(element);
    const screen = within(element.shadowRoot as unknown as HTMLElement);
    await screen.findByRole('alert');
    expect(heard).to.deep.equal([]);
  });
});
