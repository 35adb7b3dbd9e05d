import { expect, seriousViolations, signInAs, test } from './fixtures/index.ts';
import {
  agentTakesNewConversation,
  apiToken,
  openVisitor,
  socketCommand,
  visitorSays,
} from './support/actors.ts';

type RoomsAnswer = { rooms: { uuid: string; infos: { contact_reason?: string | null } }[] };

test('close requires a contact reason when reasons exist and records the event', async ({
  browser,
  baseURL,
  request,
}) => {
  const { agent } = await agentTakesNewConversation(browser, baseURL as string, 'Mon colis est arrivé abîmé');
  await agent.getByRole('button', { name: 'Clore la discussion' }).click();
  await agent.getByRole('dialog').getByRole('button', { name: 'Clore', exact: true }).click();

  const dialog = agent.getByRole('dialog', { name: 'Motif de contact' });
  await expect(dialog).toBeVisible();
  // Reasons come by label; focus starts on the first one.
  await expect(dialog.getByRole('checkbox', { name: 'Autre' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choisissez au moins un motif.');
  expect(await seriousViolations(agent)).toEqual([]);

  await dialog.getByRole('checkbox', { name: 'Réclamation' }).check();
  await dialog.getByRole('textbox', { name: 'Commentaire' }).fill('Colis abîmé, remboursement proposé');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();

  // The reason is kept with the room, as any client of the API reads it.
  const token = await apiToken(request, 'agent@demo.test');
  const answer = await socketCommand(baseURL as string, '/api/agents/ws', token, {
    command: 'get_rooms_list',
    status: 'closed',
  });
  expect(answer.type).toBe('response');
  const rooms = (answer as { data: RoomsAnswer }).data.rooms;
  expect(rooms.some((r) => r.infos.contact_reason === 'Réclamation')).toBe(true);
});

test('a sentence created through the msglib API is found by the pre-saved-message search', async ({
  browser,
  baseURL,
  request,
}) => {
  const manager = await apiToken(request, 'manager@demo.test');
  const headers = { authorization: `Bearer ${manager}` };
  const category = await request.post('/api/msglib/categories/', { headers, data: { label: 'Retours' } });
  expect(category.status()).toBe(201);
  const { id: c } = (await category.json()) as { id: number };
  const sub = await request.post(`/api/msglib/categories/${c}/subcategories/`, {
    headers,
    data: { label: 'Étiquettes' },
  });
  const { id: s } = (await sub.json()) as { id: number };
  const text = 'Votre étiquette de retour prépayée vient de vous être envoyée par e-mail.';
  const sentence = await request.post(`/api/msglib/categories/${c}/subcategories/${s}/sentences/`, {
    headers,
    data: { content: text },
  });
  expect(sentence.status()).toBe(201);

  const agent = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(agent, 'agent@demo.test');
  const visitor = await openVisitor(browser, baseURL as string);
  await visitorSays(visitor, 'Comment renvoyer mon article ?');
  await agent
    .getByRole('button', { name: /Visiteur/ })
    .first()
    .click();
  await agent.getByRole('button', { name: 'Prendre en charge' }).click();
  // The conversation is the agent's: the reply box takes the chosen sentence.
  await expect(agent.getByRole('textbox', { name: 'Votre réponse' })).toBeEnabled();

  await agent.getByRole('button', { name: 'Messages pré-enregistrés' }).click();
  const picker = agent.getByRole('dialog', { name: 'Messages pré-enregistrés' });
  // Accents and case do not matter.
  await picker.getByRole('searchbox', { name: 'Rechercher un message' }).fill('ETIQUETTE prepayee');
  await expect(picker.getByRole('status')).toHaveText('1 message trouvé');
  await picker.getByRole('button', { name: new RegExp(text.slice(0, 30)) }).click();
  await expect(picker).toBeHidden();
  await expect(agent.getByRole('textbox', { name: 'Votre réponse' })).toHaveValue(text);
});
