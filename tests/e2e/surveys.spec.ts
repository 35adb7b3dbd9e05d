import { expect, seriousViolations, signInAs, test } from './fixtures/index.ts';
import { agentTakesNewConversation } from './support/actors.ts';

/*
 * A satisfaction survey from end to end: an admin writes it in the settings, the agent sends it
 * when closing a conversation, the visitor answers on our hosted page, the agent sees the
 * satisfaction and the recommendation in the conversation's details, and the manager finds them in
 * the statistics of the day (issue 20: "a survey is answered at close and the satisfaction
 * appears in the statistics").
 */

test('a survey written in the settings goes at the close, is answered on our page, and reaches the agent and the statistics', async ({
  browser,
  baseURL,
}) => {
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(admin, 'admin@demo.test', { path: '/settings/surveys' });
  await admin.getByRole('button', { name: 'Ajouter une enquête' }).first().click();
  const form = admin.getByRole('form', { name: 'Nouvelle enquête' });
  await form.getByRole('textbox', { name: /Nom/ }).fill('Après discussion');
  const text = form.getByRole('textbox', { name: /Message/ });
  await text.fill('Merci {{prenom}} !');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByText('La variable prenom est inconnue.')).toBeVisible();
  await text.fill('Merci {{name}} ! Votre avis : {{url}}');
  await form.getByRole('checkbox', { name: 'Support' }).check();
  expect(await seriousViolations(admin)).toEqual([]);
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(admin).toHaveURL(/\/settings\/surveys$/);
  const row = admin.getByRole('row', { name: /Après discussion/ });
  await expect(row).toContainText("Au choix de l'agent");
  expect(await seriousViolations(admin)).toEqual([]);

  const { agent, visitor } = await agentTakesNewConversation(browser, baseURL, 'Merci pour votre aide');
  await agent.getByRole('button', { name: 'Clore la discussion' }).click();
  const close = agent.getByRole('dialog', { name: 'Clore cette discussion ?' });
  await expect(
    close.getByRole('checkbox', { name: "Envoyer l'enquête de satisfaction au client" }),
  ).toBeChecked();
  await close.getByRole('button', { name: 'Clore', exact: true }).click();

  const line = visitor.getByText(/Votre avis : http/);
  await expect(line).toBeVisible();
  const link = /https?:\/\/\S+/.exec((await line.textContent()) ?? '')?.[0];
  expect(link).toBeTruthy();
  const survey = await visitor.context().newPage();
  await survey.goto(new URL(new URL(link as string).pathname, baseURL).href);
  await expect(survey.getByRole('heading', { name: 'Votre avis' })).toBeVisible();
  expect(await seriousViolations(survey)).toEqual([]);
  await survey.getByRole('button', { name: 'Envoyer mon avis' }).click();
  // The browser asks for both scores before sending (required radios): nothing is sent yet.
  await expect(survey.getByRole('heading', { name: 'Votre avis' })).toBeVisible();
  await survey
    .getByRole('group', { name: 'Votre satisfaction' })
    .getByRole('radio', { name: '4', exact: true })
    .check();
  await survey
    .getByRole('group', { name: 'Recommanderiez-vous ce service à un proche ?' })
    .getByRole('radio', { name: '9', exact: true })
    .check();
  await survey.getByRole('textbox', { name: 'Un commentaire (facultatif)' }).fill('Rapide et clair');
  await survey.getByRole('button', { name: 'Envoyer mon avis' }).click();
  await expect(survey.getByRole('heading', { name: 'Merci !' })).toBeVisible();

  const details = agent.getByRole('complementary');
  await expect(details.getByText('4 / 5')).toBeVisible();
  await expect(details.getByText('9 / 10')).toBeVisible();

  // The manager's dashboard of today: the satisfaction and the NPS count the answer, and the
  // conversation's line in the discussions carries its score.
  const manager = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(manager, 'manager@demo.test', { path: '/dashboard' });
  await expect(manager.getByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeVisible();
  await manager.getByRole('button', { name: /Période/ }).click();
  const picker = manager.getByRole('dialog', { name: 'Période' });
  await picker.getByRole('button', { name: 'Aujourd’hui' }).click();
  await picker.getByRole('button', { name: 'Appliquer' }).click();
  const figures = manager.getByLabel('Chiffres clés');
  const figure = (name: string) =>
    figures.locator('.kpi').filter({ has: manager.getByRole('term').getByText(name, { exact: true }) });
  await expect(figure('Satisfaction').getByRole('definition')).toHaveText(
    /^\d+(,\d)? \/ 5[1-9]\d* réponses?$/,
  );
  await expect(figure('NPS').getByRole('definition')).toHaveText(/^-?\d+(,\d+)?[1-9]\d* réponses?$/);
  expect(await seriousViolations(manager)).toEqual([]);
  await manager.getByRole('tab', { name: 'Discussions' }).click();
  await expect(
    manager
      .getByRole('table', { name: 'Discussions' })
      .getByRole('cell', { name: '4 / 5', exact: true })
      .first(),
  ).toBeVisible();
});
