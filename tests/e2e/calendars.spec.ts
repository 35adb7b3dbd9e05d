import type { Locator } from '@playwright/test';
import { expect, seriousViolations, signInAs, test } from './fixtures/index.ts';
import { apiToken } from './support/actors.ts';

/*
 * Calendars (spec 001 §2, §5): an administrator creates a calendar, opens Monday on two slots in
 * the day-row editor, sees an overlap refused, saves, and finds the calendar in the list with its
 * hours — as the chronos service then answers it.
 */

/** Picks `HH:mm` in the hour and minute selects of one end of a slot. */
async function pick(form: Locator, what: string, time: string) {
  const [hour, minute] = time.split(':');
  await form.getByRole('combobox', { name: `${what} : heure` }).selectOption(hour as string);
  await form.getByRole('combobox', { name: `${what} : minutes` }).selectOption(minute as string);
}

test('an administrator creates a calendar open on Monday 09:00–12:00 and 14:00–18:00', async ({
  page,
  request,
}) => {
  await signInAs(page, 'admin@demo.test');
  await page.goto('/settings/calendars');
  const table = page.getByRole('table', { name: 'Calendriers' });
  await expect(table.getByRole('row', { name: /Horaires du support/ })).toContainText('Personnalisés');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Ajouter un calendrier' }).click();
  await expect(page).toHaveURL(/\/settings\/calendars\/add$/);
  const form = page.getByRole('form', { name: 'Nouveau calendrier' });
  await form.getByRole('textbox', { name: /Libellé/ }).fill('Accueil téléphonique');
  await form.getByRole('combobox', { name: /Fuseau horaire/ }).selectOption('Europe/Paris');
  await form.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page).toHaveURL(/\/settings\/calendars\/customization\/\d+$/);
  const editor = page.getByRole('form', { name: 'Horaires de « Accueil téléphonique »' });
  const monday = editor.getByRole('group', { name: 'Lundi' });
  await monday.getByRole('checkbox').check();
  await pick(monday, 'Lundi, créneau 1, début', '09:00');
  await pick(monday, 'Lundi, créneau 1, fin', '12:00');
  await monday.getByRole('button', { name: 'Ajouter un créneau le Lundi' }).click();
  await pick(monday, 'Lundi, créneau 2, début', '11:00');
  await pick(monday, 'Lundi, créneau 2, fin', '18:00');
  await editor.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(monday.getByText('Ce créneau en chevauche un autre du même jour.')).toHaveCount(2);
  await expect(page).toHaveURL(/\/customization\/\d+$/);
  expect(await seriousViolations(page)).toEqual([]);

  await pick(monday, 'Lundi, créneau 2, début', '14:00');
  await expect(monday.getByText(/chevauche/)).toHaveCount(0);
  await editor.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page).toHaveURL(/\/settings\/calendars$/);
  await expect(page.getByText('Horaires de « Accueil téléphonique » enregistrés.')).toBeVisible();
  const row = table.getByRole('row', { name: /Accueil téléphonique/ });
  await expect(row).toContainText('Europe/Paris');
  await expect(row).toContainText('Personnalisés');

  // What the chronos service now answers, as the bot builder and the runtime read it.
  const token = await apiToken(request, 'admin@demo.test');
  const rules = (await (
    await request.get('/api/chronos/rules', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { label: string; days: { monday: unknown; tuesday: unknown } }[];
  const saved = rules.find((r) => r.label === 'Accueil téléphonique');
  expect(saved?.days.monday).toEqual({
    closed: false,
    slots: [
      { start_dt: { hour: '09', minute: '00' }, end_dt: { hour: '12', minute: '00' } },
      { start_dt: { hour: '14', minute: '00' }, end_dt: { hour: '18', minute: '00' } },
    ],
  });
  expect(saved?.days.tuesday).toEqual({ closed: true, slots: [] });
});
