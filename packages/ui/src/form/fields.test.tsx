/// <reference types="mocha" />
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { FieldValue, FormDescriptor } from './model/types.ts';
import { cleanup, hasFocus, renderForm } from './testing.ts';

/* Each field kind as a user meets it: its label, how it is filled, what the form receives. */

const type = (input: HTMLElement, value: string) => fireEvent.input(input, { target: { value } });

const EVERY_KIND: FormDescriptor = {
  fieldsets: [
    {
      legend: 'Profil',
      fields: [
        { name: 'id', kind: 'hidden', label: 'Identifiant', value: '42' },
        { name: 'name', kind: 'text', label: 'Nom', focus: true },
        { name: 'email', kind: 'email', label: 'Courriel' },
        { name: 'secret', kind: 'password', label: 'Secret' },
        { name: 'age', kind: 'number', label: 'Âge', min: 18, max: 120 },
        { name: 'phone', kind: 'tel', label: 'Téléphone' },
        { name: 'site', kind: 'url', label: 'Site web' },
        { name: 'bio', kind: 'textarea', label: 'Présentation', helper: 'Quelques mots' },
        {
          name: 'team',
          kind: 'select',
          label: 'Équipe',
          options: [
            { label: 'Support', options: [{ text: 'Niveau 1', value: 'n1' }] },
            { label: 'Ventes', options: [{ text: 'Grands comptes', value: 'gc', disabled: true }] },
          ],
        },
        { name: 'news', kind: 'checkbox', label: 'Lettre d’information' },
        {
          name: 'size',
          kind: 'radio',
          label: 'Taille',
          options: [
            { text: 'Petite', value: 's' },
            { text: 'Grande', value: 'l' },
          ],
        },
        { name: 'birthday', kind: 'date', label: 'Anniversaire' },
        { name: 'code', kind: 'otp', label: 'Code' },
        { name: 'tags', kind: 'list', label: 'Étiquettes', max_length: 3 },
      ],
    },
  ],
};

describe('form fields', () => {
  let submitted: Array<Record<string, FieldValue>>;
  const record = (values: Record<string, FieldValue>) => {
    submitted.push(values);
  };

  beforeEach(() => {
    submitted = [];
  });
  afterEach(cleanup);

  it('labels every control and focuses the field asking for it', async () => {
    const screen = await renderForm({ descriptor: EVERY_KIND, onSubmit: record });
    expect(screen.getByRole('group', { name: 'Profil' })).to.exist;
    for (const name of ['Nom', 'Courriel', 'Téléphone', 'Site web', 'Présentation']) {
      expect(screen.getByRole('textbox', { name }), name).to.exist;
    }
    expect(screen.getByLabelText('Secret').getAttribute('type')).to.equal('password');
    expect(screen.getByRole('spinbutton', { name: 'Âge' })).to.exist;
    expect(screen.getByRole('combobox', { name: 'Équipe' })).to.exist;
    expect(screen.getByRole('switch', { name: 'Lettre d’information' })).to.exist;
    expect(screen.getByRole('radiogroup', { name: 'Taille' })).to.exist;
    expect(screen.getByRole('radio', { name: 'Grande' })).to.exist;
    expect(screen.getByLabelText('Anniversaire').getAttribute('type')).to.equal('date');
    expect(screen.getByRole('group', { name: 'Code' })).to.exist;
    expect(screen.getByRole('textbox', { name: 'Code, caractère 6 sur 6' })).to.exist;
    expect(screen.getByRole('textbox', { name: 'Étiquettes' })).to.exist;
    expect(
      screen.getByRole('textbox', { name: 'Présentation' }).getAttribute('aria-describedby'),
    ).to.not.equal(null);
    await waitFor(() =>
      expect(hasFocus(screen.getByRole('textbox', { name: 'Nom' })), 'focus on Nom').to.equal(true),
    );
  });

  it('lets the keyboard reach every control', async () => {
    const screen = await renderForm({ descriptor: EVERY_KIND, onSubmit: record });
    const form = screen.getByRole('button', { name: 'Valider' }).closest('form') as HTMLFormElement;
    const controls = Array.from(
      form.querySelectorAll<HTMLElement>('input:not([type="hidden"]), select, textarea, button'),
    );
    expect(controls.length).to.be.greaterThan(15);
    for (const control of controls) {
      expect(control.tabIndex, control.outerHTML).to.be.at.least(0);
      control.focus();
      expect(hasFocus(control), control.outerHTML).to.equal(true);
    }
  });

  it('sends what was chosen in selects, switches, radios and dates', async () => {
    const screen = await renderForm({ descriptor: EVERY_KIND, onSubmit: record });
    const team = screen.getByRole('combobox', { name: 'Équipe' }) as HTMLSelectElement;
    expect(within(team).getByRole('group', { name: 'Support' })).to.exist;
    expect(
      (within(team).getByRole('option', { name: 'Grands comptes' }) as HTMLOptionElement).disabled,
    ).to.equal(true);
    fireEvent.change(team, { target: { value: 'n1' } });
    screen.getByRole('switch', { name: 'Lettre d’information' }).click();
    screen.getByRole('radio', { name: 'Grande' }).click();
    type(screen.getByRole('spinbutton', { name: 'Âge' }), '30');
    fireEvent.input(screen.getByLabelText('Anniversaire'), { target: { value: '2000-02-29' } });
    screen.getByRole('button', { name: 'Valider' }).click();

    await waitFor(() => expect(submitted).to.have.length(1));
    expect(submitted[0]).to.include({
      id: '42',
      team: 'n1',
      news: true,
      size: 'l',
      age: '30',
      birthday: '2000-02-29',
    });
  });

  it('refuses a number out of bounds and an incomplete code', async () => {
    const screen = await renderForm({ descriptor: EVERY_KIND, onSubmit: record });
    type(screen.getByRole('spinbutton', { name: 'Âge' }), '12');
    await screen.findByText('La valeur doit être au moins 18.');
    type(screen.getByRole('textbox', { name: 'Code, caractère 1 sur 6' }), 'a');
    screen.getByRole('button', { name: 'Valider' }).click();
    await screen.findByText('Saisissez les 6 caractères du code.');
    expect(screen.getByText('La valeur doit être au moins 18.')).to.exist;
    expect(submitted).to.deep.equal([]);
  });

  it('fills a one-time passcode box by box, upper-cased, and from a truncated paste', async () => {
    const screen = await renderForm({ descriptor: EVERY_KIND, onSubmit: record });
    const box = (n: number) =>
      screen.getByRole('textbox', { name: `Code, caractère ${n} sur 6` }) as HTMLInputElement;
    box(1).focus();
    type(box(1), 'a');
    await waitFor(() => expect(box(1).value).to.equal('A'));
    expect(hasFocus(box(2)), 'focus on box 2').to.equal(true);

    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', ' xy 12 z9 extra');
    box(2).dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
    await waitFor(() => expect([1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('')).to.equal('XY12Z9'));
    expect(hasFocus(box(6)), 'focus on box 6').to.equal(true);

    fireEvent.keyDown(box(6), { key: 'Backspace' });
    type(box(6), '');
    await waitFor(() => expect(box(6).value).to.equal(''));
    fireEvent.keyDown(box(6), { key: 'Backspace' });
    await waitFor(() => expect(box(5).value).to.equal(''));
    expect(hasFocus(box(5)), 'focus on box 5').to.equal(true);
  });

  it('moves on when a box is typed over with the character it already holds', async () => {
    const screen = await renderForm({ descriptor: EVERY_KIND, onSubmit: record });
    const box = (n: number) =>
      screen.getByRole('textbox', { name: `Code, caractère ${n} sur 6` }) as HTMLInputElement;
    box(1).focus();
    await sendKeys({ type: '112233' });
    await waitFor(() => expect([1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('')).to.equal('112233'));
    // A wrong code: the user goes back to the first box and types a code sharing characters with it.
    box(1).focus();
    await sendKeys({ type: '122334' });
    await waitFor(() => expect([1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('')).to.equal('122334'));
    expect(hasFocus(box(6)), 'focus on box 6').to.equal(true);
  });

  it('adds list items with Enter or the button, split on commas, and removes them', async () => {
    const screen = await renderForm({ descriptor: EVERY_KIND, onSubmit: record });
    const entry = screen.getByRole('textbox', { name: 'Étiquettes' }) as HTMLInputElement;
    type(entry, ' vip , ,urgent,vip');
    fireEvent.keyDown(entry, { key: 'Enter' });
    const list = await screen.findByRole('list', { name: 'Éléments de Étiquettes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).to.deep.equal(['vip×', 'urgent×']);
    expect(entry.value).to.equal('');
    expect(submitted).to.deep.equal([]);

    type(entry, 'rappel, export');
    screen.getByRole('button', { name: 'Ajouter' }).click();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).to.have.length(3));

    screen.getByRole('button', { name: 'Retirer vip' }).click();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).to.have.length(2));
    screen.getByRole('button', { name: 'Valider' }).click();
    await waitFor(() => expect(submitted).to.have.length(1));
    expect(submitted[0]?.tags).to.deep.equal(['urgent', 'rappel']);
  });

  it('keeps list text typed but not added when the form is sent', async () => {
    const screen = await renderForm({ descriptor: EVERY_KIND, onSubmit: record });
    const entry = screen.getByRole('textbox', { name: 'Étiquettes' }) as HTMLInputElement;
    type(entry, 'vip, urgent');
    entry.focus();
    const send = screen.getByRole('button', { name: 'Valider' });
    send.focus();
    send.click();
    await waitFor(() => expect(submitted).to.have.length(1));
    expect(submitted[0]?.tags).to.deep.equal(['vip', 'urgent']);
  });
});
