import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, seriousViolations, signIn, signInAs, test } from './fixtures/index.ts';
import { type RunningServer, startServer } from './fixtures/server.ts';

/*
 * Account journeys against the real server (spec 000 §2, §5, §7, §8), through the screens of
 * <oc-auth> in the console: self-registration in the hosted edition with the confirmation link
 * taken from the local outbox, every sign-in error, the password reset by mail, the password
 * change, masquerade, an agent's invitation and two-factor sign-in. Every test has a server of its
 * own, so locks and changed passwords do not leak into another journey.
 */

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The RFC 6238 code of a base32 secret for a 30-second step, as an authenticator app shows it. */
function totp(secret: string, step: number): string {
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase())
    bits += BASE32.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const currentStep = () => Math.floor(Date.now() / 30_000);

/** The console path of the newest link to `path` mailed to `to`, as the recipient would open it. */
async function mailedLink(server: Pick<RunningServer, 'mailsTo'>, to: string, path: RegExp) {
  const [mail] = (await server.mailsTo(to)).filter((m) => path.test(m.text));
  const link = mail?.text.match(new RegExp(`https?://\\S*?${path.source}\\S*`))?.[0];
  expect(link, `a mail to ${to} with a link`).toBeTruthy();
  return new URL(link as string).pathname;
}

/** Every request the page sends to a path containing `part`, from now on. */
function requestsTo(page: Page, part: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes(part)) seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

/** The status sentence of the account screen (the console has a status region of its own). */
const status = (page: Page) => page.locator('oc-auth').getByRole('status');

async function apiToken(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const answer = await request.post('/api/core/user/login', { data: { email, password } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

test('a company registers in the hosted edition and confirms its address from the mailed link', async ({
  seeded,
  browser,
  playwright,
}) => {
  const server = await startServer(seeded, { OMNICANAL_EDITION: 'hosted' });
  const request = await playwright.request.newContext({ baseURL: server.url });
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  try {
    const email = 'ada@analytical.test';
    const password = 'Registered-2026!pass';
    await page.goto('/register');
    await expect(heading(page, 'Créer un compte')).toBeVisible();
    await page.getByRole('textbox', { name: 'Prénom' }).fill('Ada');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Lovelace');
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
    await page.getByRole('textbox', { name: 'Entreprise' }).fill('Analytical Engines');
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(password);
    await page.getByLabel('Confirmez le mot de passe', { exact: true }).fill(password);
    await page.getByRole('switch', { name: "J'accepte les conditions d'utilisation" }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(heading(page, 'Compte créé')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The same address a second time is refused under its field.
    const again = await request.post('/api/core/register', {
      data: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email,
        company: 'Other',
        password1: password,
        password2: password,
        terms: true,
        language: 'fr',
      },
    });
    expect(await again.json()).toMatchObject({ email: ['email_already_linked'] });

    const token = await apiToken(request, email, password);
    const link = await mailedLink(server, email, /\/email\/validate\//);
    await page.goto(link);
    await expect(heading(page, "Confirmation de l'adresse e-mail")).toBeVisible();
    await expect(status(page)).toHaveText('Votre adresse e-mail est validée.');
    expect(await seriousViolations(page)).toEqual([]);
    const account = (await (
      await request.get('/api/core/user/account', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { has_confirm_email: boolean };
    expect(account.has_confirm_email).toBe(true);

    // The link opened again says so; the resend screen stands on its own.
    await page.goto(link);
    await expect(page.getByText('Cette adresse e-mail est déjà validée.')).toBeVisible();
    await page.goto('/confirm-email');
    await expect(page.getByRole('button', { name: "Renvoyer l'e-mail" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The deal-marketplace registration: its own screen, on both of its paths.
    for (const path of ['/register/appsumo', '/test/appsumo']) {
      await page.goto(path);
      await expect(heading(page, 'Créer un compte avec votre offre AppSumo')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Créer mon compte' })).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await context.close();
    await request.dispose();
    await server.close();
  }
});

test.describe(() => {
  // Reads only: the worker's shared server will do.
  test.use({ readOnly: true });

  test('registration does not exist in the self-hosted edition: its routes lead to sign-in', async ({
    page,
  }) => {
    for (const path of ['/register', '/register/appsumo', '/test/appsumo']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(heading(page, 'Connexion')).toBeVisible();
    }
  });
});

test('sign-in says what went wrong: a malformed address, bad credentials, then the account suspended until a date', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await expect(heading(page, 'Connexion')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const email = 'manager@demo.test';
  const attempt = async () => {
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('Not-the-password-1!');
    await page.getByRole('button', { name: 'Se connecter' }).click();
  };
  // An address that cannot be one is marked on its field before any call.
  const logins = requestsTo(page, '/user/login');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill('manager-at-demo.test');
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Champ invalide.')).toBeVisible();
  expect(logins).toEqual([]);

  await attempt();
  await expect(page.getByRole('alert')).toHaveText('Identifiant ou mot de passe invalide.');
  expect(await seriousViolations(page)).toEqual([]);

  // Five failures lock the account for a while; the next attempt names the end of the lock.
  for (let failure = 2; failure <= 5; failure++) {
    const refused = await request.post('/api/core/user/login', {
      data: { email, password: `Wrong-${failure}-password!` },
    });
    expect(refused.status()).toBe(400);
  }
  await attempt();
  await expect(page.getByRole('alert')).toHaveText(/^Compte suspendu jusqu'au \d{2}\/\d{2}\/\d{4}/);
  // Even the right password waits for the end of the lock.
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Compte suspendu jusqu'au /);
  await expect(page).toHaveURL(/\/login/);
});

test('a forgotten password is reset through the mailed link, then the new one signs in', async ({
  page,
  server,
}) => {
  await page.goto('/password/reset');
  await expect(heading(page, 'Mot de passe oublié')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // An unknown address gets the same answer: the screen does not tell who has an account.
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill('nobody@demo.test');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(status(page)).toHaveText('Si un compte existe pour cette adresse, un e-mail a été envoyé.');

  const email = 'agent@demo.test';
  await page.goto('/password/reset');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(status(page)).toHaveText('Si un compte existe pour cette adresse, un e-mail a été envoyé.');

  const link = await mailedLink(server, email, /\/password\/reset\//);
  const password = 'Brand-new-pass-2026!';
  await page.goto(`${link}x`);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmez le mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "Ce lien de réinitialisation n'est pas valide ou a expiré. Demandez-en un nouveau.",
  );

  await page.goto(link);
  await expect(heading(page, 'Choisir un nouveau mot de passe')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmez le mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(status(page)).toHaveText('Votre mot de passe a été modifié. Vous pouvez vous connecter.');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, password);
  expect(await page.evaluate(() => localStorage.getItem('oc.token'))).toBeTruthy();
});

test('a password change with two different new passwords says so and sends nothing', async ({ page }) => {
  await signInAs(page, 'agent@demo.test', { path: '/settings/account/security' });
  await expect(heading(page, 'Authentification à deux facteurs')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suivant' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/password/change');
  await expect(heading(page, 'Changer le mot de passe')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const changes = requestsTo(page, '/password/change');
  await page.getByLabel('Ancien mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Changed-pass-2026!');
  await page.getByLabel('Confirmez le mot de passe', { exact: true }).fill('Changed-pass-2026?');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByRole('alert')).toHaveText('Les deux mots de passe ne correspondent pas.');
  expect(changes).toEqual([]);
});

test('the owner acts as an agent: the console reloads as that agent', async ({ page, request }) => {
  await signInAs(page, 'owner@demo.test');
  const ownerToken = await page.evaluate(() => localStorage.getItem('oc.token'));
  await page.goto('/m/');
  await expect(heading(page, "Agir en tant qu'un autre utilisateur")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: "Adresse e-mail de l'utilisateur" }).fill('agent@demo.test');
  await page.getByRole('button', { name: 'Agir en tant que cet utilisateur' }).click();
  // The agent has no dashboard: the console's home sends them to the agent area.
  await page.waitForURL((url) => url.pathname.startsWith('/gb-agent'));
  const token = await page.evaluate(() => localStorage.getItem('oc.token'));
  expect(token).toBeTruthy();
  expect(token).not.toBe(ownerToken);
  const account = await request.get('/api/core/user/account', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await account.json()) as { email: string }).email).toBe('agent@demo.test');

  // An agent may not act as anyone: the screen is refused.
  await page.goto('/m/');
  await expect(heading(page, "Agir en tant qu'un autre utilisateur")).toHaveCount(0);
});

test('an invited agent chooses a password from the mailed link and is signed in', async ({
  page,
  request,
  server,
}) => {
  const admin = await apiToken(request, 'admin@demo.test');
  const email = 'invited.agent@demo.test';
  // An agent in no skill group would land on "account configuration in progress" (spec 000 §2).
  const groups = (await (
    await request.get('/api/core/groups/', { headers: { authorization: `Bearer ${admin}` } })
  ).json()) as { results: { id: number; name: string }[] };
  const support = groups.results.find((group) => group.name === 'Pôle Support');
  const invited = await request.post('/api/core/agents/', {
    headers: { authorization: `Bearer ${admin}` },
    data: {
      email,
      first_name: 'Inès',
      last_name: 'Invitée',
      user_role: 'agent',
      skills: [{ id: 1 }],
      groups: [support?.id],
    },
  });
  expect(invited.status()).toBe(201);
  const link = await mailedLink(server, email, /\/invitation\//);
  const password = 'Invited-agent-2026!';

  // A link whose token was altered does not work, and says so.
  await page.goto(`${link}x`);
  await expect(heading(page, 'Rejoindre votre équipe')).toBeVisible();
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmez le mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Activer mon compte' }).click();
  await expect(page.getByRole('alert')).toContainText("Ce lien d'invitation n'est pas valide ou a expiré.");

  await page.goto(link);
  await expect(heading(page, 'Rejoindre votre équipe')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmez le mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Activer mon compte' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/gb-agent'));
  const token = await page.evaluate(() => localStorage.getItem('oc.token'));
  const account = await request.get('/api/core/user/account', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await account.json()) as { email: string }).email).toBe(email);
});

test('an agent turns two-factor on in three steps, then signs in with the code of the authenticator app', async ({
  page,
}) => {
  const email = 'agent2@demo.test';
  await signInAs(page, email, { path: '/settings/account/security' });
  await expect(page.getByText('Étape 1 sur 3')).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(
    page.getByRole('img', { name: "QR code à scanner avec l'application d'authentification" }),
  ).toBeVisible();
  const secret = (await page.locator('code.secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('textbox', { name: 'Code de sécurité, caractère 1 sur 6' }).click();
  await page.keyboard.type(totp(secret, currentStep()));
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Activer' }).click();
  await expect(page.getByText("L'authentification à deux facteurs est activée.")).toBeVisible();
  const setup = { secret };
  await page.evaluate(() => localStorage.removeItem('oc.token'));

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { name: 'Code de sécurité', level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const first = page.getByRole('textbox', { name: 'Code de sécurité, caractère 1 sur 6' });
  await first.click();
  await page.keyboard.type('000000');
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByRole('alert')).toContainText("L'authentification à deux facteurs a échoué.");
  await expect(page).toHaveURL(/\/login/);

  // The enrolment used this step's code; the next step's is still within the accepted window. The
  // boxes still hold the refused code, so each is filled over on its own.
  const code = totp(setup.secret, currentStep() + 1);
  for (const [index, char] of [...code].entries())
    await page.getByRole('textbox', { name: `Code de sécurité, caractère ${index + 1} sur 6` }).fill(char);
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  expect(await page.evaluate(() => localStorage.getItem('oc.token'))).toBeTruthy();
});

test.describe(() => {
  // Reads only: the worker's shared server will do.
  test.use({ readOnly: true });

  test('single sign-on says it is not configured', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Authentification unique (SSO)' }).click();
    await expect(page.getByRole('alert')).toHaveText("L'authentification unique n'est pas configurée.");
  });
});
