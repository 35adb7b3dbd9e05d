/// <reference types="mocha" />
import { $session, clearSession, setLocale, TOKEN_KEY } from '@omnicanal/stores';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import './define.ts';

/*
 * What someone signing in notices, without a server: labels, required fields caught before any
 * request, the password toggle, the server's refusal in an alert, the language, and the token
 * handed over in `oc-signed-in` without being stored. `fetch` is replaced per test.
 */

const realFetch = globalThis.fetch;
let requests: string[] = [];

/** Answers every request with `status` and `body`, and records the URLs asked for. */
function serverAnswers(status: number, body: unknown) {
  globalThis.fetch = async (input: RequestInfo | URL) => {
    requests.push(String(input));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
}

async function mount() {
  const element = document.createElement('oc-auth');
  document.body.append(element);
  const screen = within(element.shadowRoot as unknown as HTMLElement);
  await screen.findByRole('heading', { name: 'Connexion' });
  return { element, screen };
}

function fill(input: HTMLElement, value: string) {
  fireEvent.input(input, { target: { value } });
}

describe('<oc-auth>', () => {
  beforeEach(() => {
    requests = [];
    serverAnswers(500, {});
  });

  afterEach(() => {
    document.body.replaceChildren();
    globalThis.fetch = realFetch;
    clearSession();
    setLocale('fr');
  });

  it('labels its fields and its button', async () => {
    const { screen } = await mount();
    const email = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    expect(email.getAttribute('type')).to.equal('email');
    expect(email.getAttribute('autocomplete')).to.equal('username');
    const password = screen.getByLabelText('Mot de passe', { exact: true });
    expect(password.getAttribute('type')).to.equal('password');
    expect(screen.getByRole('button', { name: 'Se connecter' })).to.exist;
  });

  it('says both fields are required and sends nothing', async () => {
    const { screen } = await mount();
    screen.getByRole('button', { name: 'Se connecter' }).click();

    const email = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).to.equal('true'));
    const described = email.getAttribute('aria-describedby') ?? '';
    expect(element(described)?.textContent).to.equal('Ce champ ne peut pas être vide.');
    const password = screen.getByLabelText('Mot de passe', { exact: true });
    expect(password.getAttribute('aria-invalid')).to.equal('true');
    expect(screen.getAllByText('Ce champ ne peut pas être vide.')).to.have.length(2);
    expect(document.activeElement?.shadowRoot?.activeElement ?? null).to.equal(email);
    expect(requests).to.deep.equal([]);

    function element(id: string) {
      return (email.getRootNode() as ShadowRoot).getElementById(id);
    }
  });

  it('shows and hides the password', async () => {
    const { screen } = await mount();
    const password = screen.getByLabelText('Mot de passe', { exact: true });
    const toggle = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');

    toggle.click();
    await waitFor(() => expect(password.getAttribute('type')).to.equal('text'));
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    toggle.click();
    await waitFor(() => expect(password.getAttribute('type')).to.equal('password'));
  });

  it('shows bad credentials in an alert', async () => {
    serverAnswers(400, { error: 'bad_authentication', detail: 'Invalid email or password.' });
    const { screen } = await mount();
    fill(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'agent@demo.test');
    fill(screen.getByLabelText('Mot de passe', { exact: true }), 'wrong password');
    screen.getByRole('button', { name: 'Se connecter' }).click();

    const alert = screen.getByRole('alert');
    await waitFor(() => expect(alert.textContent).to.equal('Identifiant ou mot de passe invalide.'));
    expect(requests).to.have.length(1);
    expect(requests[0]).to.match(/\/api\/core\/user\/login$/);
  });

  it('hands the token over in oc-signed-in and keeps none itself', async () => {
    serverAnswers(200, { token: 'fresh-token', expires_at: '2030-01-01T00:00:00Z' });
    const { element, screen } = await mount();
    const heard: unknown[] = [];
    document.addEventListener('oc-signed-in', (event) => heard.push((event as CustomEvent).detail), {
      once: true,
    });

    fill(screen.getByRole('textbox', { name: 'Adresse e-mail' }), ' Agent@Demo.test ');
    fill(screen.getByLabelText('Mot de passe', { exact: true }), 'Omnicanal-demo-2026!');
    screen.getByRole('button', { name: 'Se connecter' }).click();

    await waitFor(() =>
      expect(heard).to.deep.equal([{ token: 'fresh-token', expires_at: '2030-01-01T00:00:00Z' }]),
    );
    expect($session.get().token).to.equal(null);
    expect(localStorage.getItem(TOKEN_KEY)).to.equal(null);
    expect(element.getAttribute('token')).to.equal(null);
  });

  it('says "Connexion…" and cannot be sent twice while the server answers', async () => {
    let answer: (response: Response) => void = () => {};
    globalThis.fetch = (input: RequestInfo | URL) => {
      requests.push(String(input));
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    };
    const { screen } = await mount();
    fill(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'agent@demo.test');
    fill(screen.getByLabelText('Mot de passe', { exact: true }), 'secret');
    screen.getByRole('button', { name: 'Se connecter' }).click();

    const busy = await screen.findByRole('button', { name: 'Connexion…' });
    expect((busy as HTMLButtonElement).disabled).to.equal(true);
    answer(new Response(JSON.stringify({ error: 'bad_authentication' }), { status: 400 }));
    await screen.findByRole('button', { name: 'Se connecter' });
    expect(requests).to.have.length(1);
  });

  it('speaks English when the language changes', async () => {
    const { screen } = await mount();
    setLocale('en');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.getByRole('textbox', { name: 'Email address' })).to.exist;
    expect(screen.getByRole('button', { name: 'Show password' })).to.exist;
  });
});
