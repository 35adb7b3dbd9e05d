/// <reference types="mocha" />

import { fireEvent, waitFor, within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { PlaceProvider } from './context.ts';
import type { FieldValue, FormDescriptor } from './model/types.ts';
import { cleanup, hasFocus, renderForm } from './testing.ts';

/*
 * The field kinds with controls of their own (telephone with country, URL with upload, file,
 * place, multi-range slider, multiselect) as a user meets them, and what the form receives.
 */

const type = (input: HTMLElement, value: string) => fireEvent.input(input, { target: { value } });
const MB = 1024 * 1024;

/** Puts files in a file input as the browser's file chooser would. */
function choose(input: HTMLInputElement, ...files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  fireEvent.change(input);
}

/** The text of the elements an element names in `aria-describedby`. */
function description(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

const KINDS: FormDescriptor = {
  fieldsets: [
    {
      fields: [
        { name: 'phone', kind: 'tel', label: 'Téléphone', validationMsg: 'Numéro de mobile invalide' },
        { name: 'site', kind: 'url', label: 'Logo', allow_upload: true, accept: 'image/*' },
        { name: 'cv', kind: 'file', label: 'Pièce jointe', accept: '.pdf' },
        { name: 'shop', kind: 'place', label: 'Boutique' },
        { name: 'price', kind: 'range', label: 'Prix', min: 0, max: 100, step: 5 },
        {
          name: 'days',
          kind: 'multiselect',
          label: 'Jours',
          options: [
            { text: 'Lundi', value: 'mon' },
            {
              label: 'Week-end',
              options: [
                { text: 'Samedi', value: 'sat' },
                { text: 'Dimanche', value: 'sun' },
              ],
            },
            { text: 'Mardi', value: 'tue' },
            { text: 'Marché fermé', value: 'closed', disabled: true },
          ],
        },
        { name: 'tint', kind: 'color', label: 'Couleur' },
        { name: 'script', kind: 'code', label: 'Script' },
        { name: 'start', kind: 'datepicker', label: 'Début' },
        { name: 'day', kind: 'calendar', label: 'Jour' },
      ],
    },
  ],
};

describe('field kinds with their own controls', () => {
  let submitted: Array<{ values: Record<string, FieldValue>; files: Record<string, File[]> }>;
  let uploads: File[];
  const record = (values: Record<string, FieldValue>, files: Record<string, File[]>) => {
    submitted.push({ values, files });
  };
  const onUpload = async (file: File) => {
    uploads.push(file);
    return `https://cdn.exemple.fr/${file.name}`;
  };
  const send = async (screen: Awaited<ReturnType<typeof renderForm>>) => {
    screen.getByRole('button', { name: 'Valider' }).click();
    await waitFor(() => expect(submitted).to.have.length(1));
    return submitted[0] as (typeof submitted)[number];
  };

  beforeEach(() => {
    submitted = [];
    uploads = [];
  });
  afterEach(cleanup);

  it('writes a telephone in E.164 from a country and the number as typed', async () => {
    const screen = await renderForm({ descriptor: KINDS, onSubmit: record });
    const country = screen.getByRole('combobox', { name: 'Indicatif de Téléphone' }) as HTMLSelectElement;
    expect(country.selectedOptions[0]?.textContent).to.equal('France (+33)');
    type(screen.getByRole('textbox', { name: 'Téléphone' }), '06 12 34 56 78');
    expect((await send(screen)).values.phone).to.equal('+33612345678');

    submitted = [];
    const belgium = within(country).getByRole('option', { name: 'Belgique (+32)' }) as HTMLOptionElement;
    fireEvent.change(country, { target: { value: belgium.value } });
    expect((await send(screen)).values.phone).to.equal('+32612345678');
  });

  it("shows the telephone field's own message when the number is wrong", async () => {
    const screen = await renderForm({ descriptor: KINDS, onSubmit: record });
    const phone = screen.getByRole('textbox', { name: 'Téléphone' });
    type(phone, '06 12');
    await waitFor(() => expect(description(phone)).to.equal('Numéro de mobile invalide'));
    expect(phone.getAttribute('aria-invalid')).to.equal('true');
    type(phone, '');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).to.equal('false'));
  });

  it('uploads a file through the page and keeps its URL', async () => {
    const screen = await renderForm({ descriptor: KINDS, onSubmit: record, onUpload });
    const url = screen.getByRole('textbox', { name: 'Logo' }) as HTMLInputElement;
    expect(screen.getByRole('button', { name: 'Téléverser un fichier' })).to.exist;
    const picker = screen.getByLabelText('Téléverser un fichier', { selector: 'input' }) as HTMLInputElement;
    expect(picker.accept).to.equal('image/*');
    choose(picker, new File(['png'], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(url.value).to.equal('https://cdn.exemple.fr/logo.png'));
    expect(uploads.map((file) => file.name)).to.deep.equal(['logo.png']);
    expect((await send(screen)).values.site).to.equal('https://cdn.exemple.fr/logo.png');
  });

  it('refuses to upload a file over 5 MB', async () => {
    const screen = await renderForm({ descriptor: KINDS, onSubmit: record, onUpload });
    const picker = screen.getByLabelText('Téléverser un fichier', { selector: 'input' }) as HTMLInputElement;
    choose(picker, new File([new Uint8Array(5 * MB + 1)], 'grand.png', { type: 'image/png' }));
    const url = screen.getByRole('textbox', { name: 'Logo' });
    await waitFor(() => expect(description(url)).to.equal('Taille maximale de fichier dépassée.'));
    expect(uploads).to.deep.equal([]);
  });

  it('offers no upload without an upload service', async () => {
    const screen = await renderForm({ descriptor: KINDS, onSubmit: record });
    expect(screen.getByRole('textbox', { name: 'Logo' })).to.exist;
    expect(screen.queryByRole('button', { name: 'Téléverser un fichier' })).to.equal(null);
  });

  it('takes a file within the accept list and 5 MB, and hands it to the submit', async () => {
    const screen = await renderForm({ descriptor: KINDS, onSubmit: record });
    const cv = screen.getByLabelText('Pièce jointe') as HTMLInputElement;
    expect(cv.type).to.equal('file');
    expect(cv.accept).to.equal('.pdf');

    choose(cv, new File([new Uint8Array(5 * MB + 1)], 'cv.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(description(cv)).to.equal('Taille maximale de fichier dépassée.'));
    expect(cv.files).to.have.length(0);

    choose(cv, new File(['x'], 'cv.txt', { type: 'text/plain' }));
    await waitFor(() => expect(description(cv)).to.equal('Format de fichier non autorisé.'));

    choose(cv, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(cv.getAttribute('aria-invalid')).to.equal('false'));
    const { values, files } = await send(screen);
    expect(values.cv).to.equal('cv.pdf');
    expect(files.cv?.map((file) => file.name)).to.deep.equal(['cv.pdf']);
  });

  it('says maps are not configured when the page has no place picker', async () => {
    const screen = await renderForm({ descriptor: KINDS, onSubmit: record });
    const shop = screen.getByRole('group', { name: 'Boutique' });
    expect(within(shop).getByText('Cartes non configurées : aucun lieu ne peut être choisi.')).to.exist;
    expect(within(shop).queryByRole('button', { name: 'Choisir un lieu' })).to.equal(null);
  });

  it("asks the page's place picker and keeps the place id", async () => {
    const asked: string[] = [];
    const placeProvider: PlaceProvider = {
      pick: async (current) => {
        asked.push(current);
        return { id: 'ChIJD7fiBh9u5kcRYJSMaMOCCwQ', name: 'Boutique Opéra' };
      },
    };
    const screen = await renderForm({ descriptor: KINDS, onSubmit: record, placeProvider });
    const shop = screen.getByRole('group', { name: 'Boutique' });
    expect(within(shop).getByText('Aucun lieu choisi')).to.exist;
    within(shop).getByRole('button', { name: 'Choisir un lieu' }).click();
    await within(shop).findByText('Boutique Opéra');
    expect(asked).to.deep.equal(['']);
    expect((await send(screen)).values.shop).to.equal('ChIJD7fiBh9u5kcRYJSMaMOCCwQ');
  });

  it('moves the two thumbs of a range with the arrow keys, never past each other', async () => {
    const screen = await renderForm({ descriptor: KINDS, onSubmit: record });
    const range = screen.getByRole('group', { name: 'Prix' });
    const low = within(range).getByRole('slider', { name: 'Minimum de Prix' }) as HTMLInputElement;
    const high = within(range).getByRole('slider', { name: 'Maximum de Prix' }) as HTMLInputElement;
    expect([low.value, high.value]).to.deep.equal(['0', '100']);
    expect(range.textContent).to.contain('0 – 100');

    low.focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => expect(low.value).to.equal('10'));
    high.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => expect(range.textContent).to.contain('10 – 95'));

    fireEvent.change(high, { target: { value: '5' } });
    await waitFor(() => expect(high.value).to.equal('10'));
    expect((await send(screen)).values.price).to.deep.equal(['10', '10']);
  });

  it('narrows a multiselect by search, selects all shown, and removes a chip', async () => {
    const screen = await renderForm({ descriptor: KINDS, onSubmit: record });
    const days = screen.getByRole('group', { name: 'Jours' });
    type(within(days).getByRole('searchbox', { name: 'Rechercher dans Jours' }), 'ma');
    const choices = within(days).getByRole('group', { name: 'Choix de Jours' });
    await waitFor(() =>
      expect(
        within(choices)
          .getAllByRole('checkbox')
          .map((box) => box.closest('label')?.textContent),
      ).to.deep.equal(['Dimanche', 'Mardi', 'Marché fermé']),
    );
    within(days).getByRole('button', { name: 'Tout sélectionner' }).click();
    const chips = await within(days).findByRole('list', { name: 'Sélection de Jours' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.firstChild?.textContent),
    ).to.deep.equal(['Dimanche', 'Mardi']);
    expect(within(days).getByRole('button', { name: 'Tout sélectionner' }).hasAttribute('disabled')).to.equal(
      true,
    );

    within(chips).getByRole('button', { name: 'Retirer Mardi' }).click();
    await waitFor(() => expect(within(chips).getAllByRole('listitem')).to.have.length(1));
    type(within(days).getByRole('searchbox', { name: 'Rechercher dans Jours' }), '');
    (within(days).getByRole('checkbox', { name: 'Lundi' }) as HTMLInputElement).click();
    expect((await send(screen)).values.days).to.deep.equal(['sun', 'mon']);
  });

  it('draws a select flagged multiselect as the multiselect', async () => {
    const screen = await renderForm({
      descriptor: {
        fieldsets: [
          {
            fields: [
              {
                name: 'teams',
                kind: 'select',
                multiselect: true,
                label: 'Équipes',
                options: [
                  { text: 'Support', value: 'support' },
                  { text: 'Ventes', value: 'sales' },
                ],
              },
            ],
          },
        ],
      },
      onSubmit: record,
    });
    expect(screen.getByRole('searchbox', { name: 'Rechercher dans Équipes' })).to.exist;
    screen.getByRole('button', { name: 'Tout sélectionner' }).click();
    expect((await send(screen)).values.teams).to.deep.equal(['support', 'sales']);
  });

  it('draws colour, code, date picker and calendar with native controls', async () => {
    const screen = await renderForm({ descriptor: KINDS, onSubmit: record });
    expect((screen.getByLabelText('Couleur') as HTMLInputElement).type).to.equal('color');
    const script = screen.getByRole('textbox', { name: 'Script' });
    expect(getComputedStyle(script).fontFamily).to.match(/mono|Menlo|Consolas/i);
    expect((screen.getByLabelText('Début') as HTMLInputElement).type).to.equal('date');
    expect((screen.getByLabelText('Jour') as HTMLInputElement).type).to.equal('date');
    type(script, 'return 1;');
    fireEvent.input(screen.getByLabelText('Début'), { target: { value: '2026-12-01' } });
    const { values } = await send(screen);
    expect(values).to.include({ script: 'return 1;', start: '2026-12-01' });
  });

  it('puts the first field asked for in focus, whatever its kind', async () => {
    const screen = await renderForm({
      descriptor: { fieldsets: [{ fields: [{ name: 'phone', kind: 'tel', label: 'Mobile', focus: true }] }] },
      onSubmit: record,
    });
    await waitFor(() => expect(hasFocus(screen.getByRole('textbox', { name: 'Mobile' }))).to.equal(true));
  });
});
