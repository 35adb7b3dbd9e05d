import type { Page } from '@playwright/test';
import { expect, seriousViolations, signInAs, test } from './fixtures/index.ts';
import { startServer } from './fixtures/server.ts';

/*
 * Plans and billing in the hosted edition, against the real server and its sandbox payment
 * provider: an administrator adds a billing address and Stripe's 4242 test card, subscribes to Pro
 * yearly and finds its invoice; a card the sandbox declines for insufficient funds shows that
 * message with the card provider's code, and the plan stays as it was. A company that registers starts
 * on the free plan; once its month's messages pass the package, the header's alert leads to the plans.
 */

const billing = (page: Page) => page.locator('oc-billing');
const heading = (page: Page, name: string) => billing(page).getByRole('heading', { name, level: 1 });

async function addCard(page: Page, number: string): Promise<void> {
  await page.goto('/settings/billing/payments/add');
  await expect(heading(page, 'Nouveau moyen de paiement')).toBeVisible();
  await expect(billing(page).getByRole('note')).toContainText('Mode test');
  await billing(page).getByRole('textbox', { name: 'Numéro de carte' }).pressSequentially(number);
  await expect(billing(page).getByText('Carte détectée : Visa')).toBeVisible();
  // spec 000 §4: a complete number moves the focus to the expiry, a complete expiry to the CVC.
  await page.keyboard.type('1230');
  await page.keyboard.type('123');
  await billing(page).getByRole('button', { name: 'Ajouter la carte' }).click();
  await expect(billing(page).getByRole('status')).toContainText(
    `se terminant par ${number.slice(-4)} ajoutée`,
  );
}

test('an admin adds an address and the 4242 card, subscribes to Pro yearly and sees the invoice; a declined card says why', async ({
  seeded,
  browser,
}) => {
  const server = await startServer(seeded, { OMNICANAL_EDITION: 'hosted' });
  try {
    const page = await (await browser.newContext({ baseURL: server.url })).newPage();
    await signInAs(page, 'admin@demo.test', { path: '/settings/billing/subscription' });
    await expect(heading(page, 'Offres et abonnement')).toBeVisible();
    await expect(billing(page).getByRole('article', { name: 'Gratuit' })).toContainText('Offre actuelle');

    // No address yet: paying leads to it.
    await billing(page).getByRole('button', { name: "Choisir l'offre Pro" }).click();
    const dialog = billing(page).getByRole('dialog', { name: "Passer à l'offre Pro" });
    await expect(dialog.getByRole('alert')).toHaveText(
      'Vous devez saisir une adresse de facturation valide pour procéder au paiement.',
    );
    await dialog.getByRole('button', { name: "Saisir l'adresse de facturation" }).click();
    await expect(page).toHaveURL(/\/settings\/billing\/address$/);
    await expect(heading(page, 'Adresse de facturation')).toBeVisible();
    await billing(page)
      .getByRole('textbox', { name: /Nom ou raison sociale/ })
      .fill('Demo SAS');
    await billing(page)
      .getByRole('textbox', { name: /^Adresse/ })
      .fill('1 rue de la Paix');
    await billing(page)
      .getByRole('textbox', { name: /Code postal/ })
      .fill('75002');
    await billing(page).getByRole('textbox', { name: /Ville/ }).fill('Paris');
    await billing(page).getByRole('combobox', { name: /Pays/ }).selectOption('FR');
    await billing(page).getByRole('button', { name: 'Enregistrer' }).click();
    await expect(billing(page).getByRole('status')).toHaveText('Adresse de facturation enregistrée.');

    await addCard(page, '4242424242424242');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/settings/billing/subscription');
    await billing(page).getByRole('radio', { name: 'Annuel (2 mois offerts)' }).check();
    const pro = billing(page).getByRole('article', { name: 'Pro' });
    await expect(pro).toContainText('Vous économisez');
    await pro.getByRole('button', { name: "Choisir l'offre Pro" }).click();
    await expect(dialog.getByRole('combobox', { name: 'Carte de paiement' })).toContainText('4242');
    await dialog.getByRole('button', { name: /^Payer/ }).click();
    await expect(billing(page).getByRole('status')).toHaveText(
      "Votre entreprise est maintenant sur l'offre Pro.",
    );
    await expect(pro).toContainText('Offre actuelle');

    await page.goto('/settings/billing/invoices');
    const invoices = billing(page).getByRole('table', { name: 'Factures' });
    await expect(invoices.getByRole('row')).toHaveCount(2);
    await expect(invoices.getByRole('row').nth(1)).toContainText('Payée');
    await expect(invoices.getByRole('row').nth(1)).toContainText('Pro · Annuel');
    expect(await seriousViolations(page)).toEqual([]);

    // A card that attaches but is declined for insufficient funds: the plan stays Pro yearly.
    await addCard(page, '4000000000009995');
    await page.goto('/settings/billing/subscription/essential/eur');
    const essential = billing(page).getByRole('dialog', { name: "Passer à l'offre Essentiel" });
    await essential
      .getByRole('combobox', { name: 'Carte de paiement' })
      .selectOption({ label: 'Visa se terminant par 9995, expire 12/2030' });
    await essential.getByRole('button', { name: /^Payer/ }).click();
    await expect(essential.getByRole('alert')).toHaveText(
      "Fonds insuffisants (code d'erreur : card_declined)",
    );
    await essential.getByRole('button', { name: 'Annuler' }).click();
    await expect(billing(page).getByRole('article', { name: 'Pro' })).toContainText('Offre actuelle');
  } finally {
    await server.close();
  }
});

test('a company that registers starts on the free plan; past its message package the alert leads to the plans', async ({
  seeded,
  browser,
}) => {
  const server = await startServer(seeded, { OMNICANAL_EDITION: 'hosted' });
  try {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const email = 'grace@cobol.test';
    const password = 'Registered-2026!pass';
    const registered = await page.request.post('/api/core/register', {
      data: {
        first_name: 'Grace',
        last_name: 'Hopper',
        email,
        company: 'Cobol Conseil',
        password1: password,
        password2: password,
        terms: true,
        language: 'fr',
      },
    });
    expect(registered.ok()).toBe(true);
    await signInAs(page, email, { password, path: '/settings/billing/subscription' });
    await expect(heading(page, 'Offres et abonnement')).toBeVisible();
    await expect(billing(page).getByRole('article', { name: 'Gratuit' })).toContainText('Offre actuelle');
    const overQuota = page.getByText('Vous avez dépassé le quota de votre offre.');
    await expect(overQuota).toHaveCount(0);

    // The free plan's 500 messages of the month are used: the header says so, except on the plans.
    await server.writeMessages(email, 500);
    await page.goto('/settings/account');
    await expect(overQuota).toBeVisible();
    await page.getByRole('link', { name: 'Voir les offres' }).click();
    await expect(page).toHaveURL(/\/settings\/billing\/subscription$/);
    await expect(heading(page, 'Offres et abonnement')).toBeVisible();
    await expect(overQuota).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  } finally {
    await server.close();
  }
});
