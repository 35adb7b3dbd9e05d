/// <reference types="mocha" />
import { ApiRequestError, normaliseError } from '@omnicanal/api';
import { setLocale } from '@omnicanal/stores';
import { fireEvent, waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import type { FieldValue, FormDescriptor } from './model/types.ts';
import { cleanup, hasFocus, renderForm } from './testing.ts';

/*
 * The shared behaviour of the form kit as someone filling a form notices it: required fields
 * caught before anything is sent, errors cleared as they type, the server's refusal on the fields
 * and above the form, the password confirmation.
 */

const ACCOUNT: FormDescriptor = {
  fieldsets: [
    {
      legend: 'Compte',
      fields: [
        { name: 'email', kind: 'email', label: 'Adresse e-mail', required: true },
        { name: 'phone', kind: 'tel', label: 'Téléphone' },
        { name: 'password1', kind: 'password', label: 'Nouveau mot de passe', required: true },
        { name: 'password2', kind: 'password', label: 'Confirmation', required: true, sameAs: 'password1' },
      ],
    },
  ],
};

const type = (input: HTMLElement, value: string) => fireEvent.input(input, { target: { value } });

/** The text of the elements an input names in `aria-describedby`. */
function description(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('<Form>', () => {
  let submitted: Array<Record<string, FieldValue>>;
  const record = (values: Record<string, FieldValue>) => {
    submitted.push(values);
  };

  beforeEach(() => {
    submitted = [];
  });
  afterEach(cleanup);

  it('tells the unsaved values as they are typed, before anything is valid or sent', async () => {
    const seen: Array<Record<string, FieldValue>> = [];
    const screen = await renderForm({ descriptor: ACCOUNT, onSubmit: record, onValues: (v) => seen.push(v) });
    await waitFor(() => expect(seen.at(-1)?.email).to.equal(''));
    type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'ada@');
    await waitFor(() => expect(seen.at(-1)?.email).to.equal('ada@'));
    expect(submitted).to.deep.equal([]);
  });

  it('says which required fields are empty, focuses the first and sends nothing', async () => {
    const screen = await renderForm({ descriptor: ACCOUNT, onSubmit: record });
    screen.getByRole('button', { name: 'Valider' }).click();

    const email = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).to.equal('true'));
    expect(description(email)).to.equal('Ce champ ne peut pas être vide.');
    expect(screen.getAllByText('Ce champ ne peut pas être vide.')).to.have.length(3);
    expect(screen.getByRole('textbox', { name: 'Téléphone' }).getAttribute('aria-invalid')).to.equal('false');
    await waitFor(() => expect(hasFocus(email), 'focus on the e-mail').to.equal(true));
    expect(submitted).to.deep.equal([]);
  });

  it('clears the errors when a field changes and re-checks that field', async () => {
    const screen = await renderForm({ descriptor: ACCOUNT, onSubmit: record });
    screen.getByRole('button', { name: 'Valider' }).click();
    await screen.findAllByText('Ce champ ne peut pas être vide.');

    const email = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    type(email, 'marie@');
    await waitFor(() => expect(description(email)).to.equal('Adresse e-mail invalide.'));
    expect(screen.queryByText('Ce champ ne peut pas être vide.')).to.equal(null);
    expect(screen.getByLabelText('Nouveau mot de passe').getAttribute('aria-invalid')).to.equal('false');

    type(email, 'marie@exemple.fr');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).to.equal('false'));
    expect(email.getAttribute('aria-describedby')).to.equal(null);
  });

  it('keeps a telephone error while another field changes', async () => {
    const screen = await renderForm({ descriptor: ACCOUNT, onSubmit: record });
    type(screen.getByRole('textbox', { name: 'Téléphone' }), '0612');
    await screen.findByText(/Numéro de téléphone invalide/);
    type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'marie@exemple.fr');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Adresse e-mail' }).getAttribute('value')).to.equal(
        'marie@exemple.fr',
      ),
    );
    expect(screen.getByText(/Numéro de téléphone invalide/)).to.exist;
  });

  it('refuses two different passwords above the form and sends nothing', async () => {
    const screen = await renderForm({ descriptor: ACCOUNT, onSubmit: record });
    type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'marie@exemple.fr');
    type(screen.getByLabelText('Nouveau mot de passe'), 'Omnicanal-demo-2026!');
    type(screen.getByLabelText('Confirmation'), 'Omnicanal-demo-2027!');
    screen.getByRole('button', { name: 'Valider' }).click();

    const alert = screen.getByRole('alert');
    await waitFor(() => expect(alert.textContent).to.equal('Les deux mots de passe ne correspondent pas.'));
    expect(submitted).to.deep.equal([]);

    type(screen.getByLabelText('Confirmation'), 'Omnicanal-demo-2026!');
    await waitFor(() => expect(alert.textContent).to.equal(''));
    screen.getByRole('button', { name: 'Valider' }).click();
    await waitFor(() => expect(submitted).to.have.length(1));
    expect(submitted[0]).to.deep.equal({
      email: 'marie@exemple.fr',
      phone: '',
      password1: 'Omnicanal-demo-2026!',
      password2: 'Omnicanal-demo-2026!',
    });
  });

  it("puts the server's errors on the fields and above the form", async () => {
    const screen = await renderForm({
      descriptor: ACCOUNT,
      onSubmit: () =>
        Promise.reject(
          new ApiRequestError(
            normaliseError(400, {
              email: ['Adresse déjà utilisée.'],
              non_field_errors: ['Réessayez plus tard.'],
            }),
          ),
        ),
    });
    type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'marie@exemple.fr');
    type(screen.getByLabelText('Nouveau mot de passe'), 'x');
    type(screen.getByLabelText('Confirmation'), 'x');
    screen.getByRole('button', { name: 'Valider' }).click();

    const email = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    await waitFor(() => expect(description(email)).to.equal('Adresse déjà utilisée.'));
    expect(screen.getByRole('alert').textContent).to.equal('Réessayez plus tard.');
    expect(screen.getByRole('button', { name: 'Valider' }).hasAttribute('disabled')).to.equal(false);
  });

  it('shows a catalogue code in words', async () => {
    const screen = await renderForm({
      descriptor: ACCOUNT,
      onSubmit: () =>
        Promise.reject(new ApiRequestError(normaliseError(400, { error: 'bad_token', detail: 'Bad token' }))),
    });
    type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'marie@exemple.fr');
    type(screen.getByLabelText('Nouveau mot de passe'), 'x');
    type(screen.getByLabelText('Confirmation'), 'x');
    screen.getByRole('button', { name: 'Valider' }).click();
    await waitFor(() => expect(screen.getByRole('alert').textContent).to.equal('Jeton invalide.'));
  });

  it('shows and hides a password', async () => {
    const screen = await renderForm({ descriptor: ACCOUNT, onSubmit: record });
    const password = screen.getByLabelText('Nouveau mot de passe');
    const [toggle] = screen.getAllByRole('button', { name: 'Afficher le mot de passe' });
    expect(password.getAttribute('type')).to.equal('password');
    expect(toggle?.getAttribute('aria-pressed')).to.equal('false');
    toggle?.click();
    await waitFor(() => expect(password.getAttribute('type')).to.equal('text'));
    expect(toggle?.getAttribute('aria-pressed')).to.equal('true');
    toggle?.click();
    await waitFor(() => expect(password.getAttribute('type')).to.equal('password'));
  });

  it('submits when the send flag becomes true, clearing the errors first', async () => {
    const descriptor: FormDescriptor = {
      fieldsets: [
        {
          fields: [{ name: 'name', kind: 'text', label: 'Nom', value: 'Marie', errors: ['Nom déjà pris.'] }],
        },
      ],
    };
    const screen = await renderForm({ descriptor, onSubmit: record, send: false });
    expect(screen.getByText('Nom déjà pris.')).to.exist;

    screen.rerender({ descriptor, onSubmit: record, send: true });
    await waitFor(() => expect(submitted).to.deep.equal([{ name: 'Marie' }]));
    expect(screen.queryByText('Nom déjà pris.')).to.equal(null);

    // Staying true sends nothing more; the next rise sends again.
    const settle = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
    screen.rerender({ descriptor, onSubmit: record, send: true });
    await settle();
    expect(submitted).to.have.length(1);
    screen.rerender({ descriptor, onSubmit: record, send: false });
    await settle();
    screen.rerender({ descriptor, onSubmit: record, send: true });
    await waitFor(() => expect(submitted).to.have.length(2));
  });

  it('speaks English when the language changes', async () => {
    const screen = await renderForm({ descriptor: ACCOUNT, onSubmit: record });
    setLocale('en');
    const submit = await screen.findByRole('button', { name: 'Submit' });
    submit.click();
    expect(await screen.findAllByText('This field cannot be empty.')).to.have.length(3);
  });
});
