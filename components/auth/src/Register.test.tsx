/// <reference types="mocha" />
import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { fill, heard, listen, mountAuth, reset, serve } from './testing/mount.ts';

/*
 * Self-registration (spec 000 §2, §5, §8): hosted edition only, terms and password policy before
 * any call, the mismatch as a form error, the server's refusals on their fields, then Start.
 */

const PASSWORD = 'Omnicanal-demo-2026!';

async function mountHosted() {
  const mounted = await mountAuth({ screen: 'register', edition: 'hosted' }, 'Créer un compte');
  // The edition attribute reaches the shared configuration right after the first render.
  await mounted.screen.findByRole('textbox', { name: 'Prénom' });
  return mounted;
}

function fillForm(screen: Awaited<ReturnType<typeof mountHosted>>['screen'], password2 = PASSWORD) {
  fill(screen.getByRole('textbox', { name: 'Prénom' }), 'Ada');
  fill(screen.getByRole('textbox', { name: 'Nom' }), 'Lovelace');
  fill(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'ada@example.test');
  fill(screen.getByRole('textbox', { name: 'Entreprise' }), 'Analytical');
  fill(screen.getByLabelText('Nouveau mot de passe', { exact: true }), PASSWORD);
  fill(screen.getByLabelText('Confirmez le mot de passe', { exact: true }), password2);
}

describe('<oc-auth screen="register">', () => {
  afterEach(reset);

  it('is not available in the self-hosted edition', async () => {
    serve({});
    const { screen } = await mountAuth({ screen: 'register' }, 'Créer un compte');
    expect(screen.getByRole('status').textContent).to.equal(
      "L'inscription n'est pas disponible dans cette édition.",
    );
    expect(screen.queryByRole('form')).to.equal(null);
  });

  it('requires the terms and a strong password before any call', async () => {
    serve({});
    const { screen } = await mountHosted();
    fillForm(screen);
    fill(screen.getByLabelText('Nouveau mot de passe', { exact: true }), 'short');
    screen.getByRole('button', { name: 'Créer mon compte' }).click();
    await screen.findByText('Le mot de passe doit contenir au moins 12 caractères.');
    const terms = screen.getByRole('switch', { name: "J'accepte les conditions d'utilisation" });
    expect(terms.getAttribute('aria-invalid')).to.equal('true');
    expect(heard).to.deep.equal([]);
  });

  it('shows a mismatch above the form and sends nothing', async () => {
    serve({});
    const { screen } = await mountHosted();
    fillForm(screen, `${PASSWORD}x`);
    screen.getByRole('switch', { name: "J'accepte les conditions d'utilisation" }).click();
    screen.getByRole('button', { name: 'Créer mon compte' }).click();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).to.equal('Les deux mots de passe ne correspondent pas.'),
    );
    expect(heard).to.deep.equal([]);
  });

  it('puts a taken address under the email field', async () => {
    serve({
      'POST /register': [
        400,
        { error: 'email_already_linked', detail: 'Already linked.', email: ['email_already_linked'] },
      ],
    });
    const { screen } = await mountHosted();
    fillForm(screen);
    screen.getByRole('switch', { name: "J'accepte les conditions d'utilisation" }).click();
    screen.getByRole('button', { name: 'Créer mon compte' }).click();
    const email = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).to.equal('true'));
    expect(screen.getByText('Un compte est déjà lié à cette adresse e-mail.')).to.exist;
  });

  it('registers, says so, and Start leads to sign-in', async () => {
    serve({ 'POST /register': [201, { detail: 'registered' }] });
    const navigate = listen('oc-navigate');
    const { screen } = await mountHosted();
    fillForm(screen);
    screen.getByRole('switch', { name: "J'accepte les conditions d'utilisation" }).click();
    screen.getByRole('button', { name: 'Créer mon compte' }).click();

    await screen.findByRole('heading', { name: 'Compte créé' });
    expect(heard[0]?.body).to.deep.equal({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.test',
      company: 'Analytical',
      password1: PASSWORD,
      password2: PASSWORD,
      terms: true,
      language: 'fr',
    });
    screen.getByRole('button', { name: 'Commencer' }).click();
    expect(navigate).to.deep.equal([{ path: '/login' }]);
  });

  it('the deal-marketplace variant sends the same fields to its own registration', async () => {
    serve({ 'POST /appsumo/register': [201, { detail: 'registered' }] });
    const { screen } = await mountAuth(
      { screen: 'register-appsumo', edition: 'hosted' },
      'Créer un compte avec votre offre AppSumo',
    );
    await screen.findByRole('textbox', { name: 'Prénom' });
    fillForm(screen);
    screen.getByRole('switch', { name: "J'accepte les conditions d'utilisation" }).click();
    screen.getByRole('button', { name: 'Créer mon compte' }).click();
    await screen.findByRole('heading', { name: 'Compte créé' });
    expect(heard.map((h) => h.path)).to.deep.equal(['/appsumo/register']);
    expect(heard[0]?.body).to.include({ email: 'ada@example.test', company: 'Analytical', terms: true });
  });
});
