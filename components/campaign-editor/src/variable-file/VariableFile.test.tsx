/// <reference types="mocha" />
import type { Campaign, CampaignExtraDataReport, Template } from '@omnicanal/api';
import { FakeXhr } from '@omnicanal/element/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { AUDIENCE, CAMPAIGN, TEMPLATE } from '../testing/fixtures.ts';
import { choose, mountEditor, reset, serve } from '../testing/mount.ts';

/*
 * The campaign's variable file on its form: said to come after the first save, the file in place
 * reported, a new one uploaded with its progress then reported with its refused lines, its columns
 * offered to the template's variables, and a refused file said while the previous one stays.
 */

/** A stand-in XMLHttpRequest the test answers by hand. */
const realXhr = globalThis.XMLHttpRequest;

const VALIDATED: Template = { ...TEMPLATE, status: 'VALIDATED', channel_account: 7 };
const page = <T,>(results: T[]) => ({ count: results.length, results });
const IN_PLACE: CampaignExtraDataReport = {
  columns: ['code'],
  rows: 3,
  matched: 2,
  unmatched: 1,
  rejected: 0,
  rejects: [],
};
const LOADS = {
  'GET /campaigns/templates': [200, { ...page([VALIDATED]), provider: { name: 'local', local: true } }] as [
    number,
    unknown,
  ],
  'GET /campaigns/contacts/lists': [200, page([AUDIENCE])] as [number, unknown],
  'GET /core/skills/': [200, []] as [number, unknown],
  'GET /core/integrations/': [200, []] as [number, unknown],
  'GET /campaigns/campaigns/webivr-links': [200, []] as [number, unknown],
  'POST /campaigns/campaigns/audience-report': [200, { contacts: 298, unique: 298, selected: 298 }] as [
    number,
    unknown,
  ],
};
const STORED: Campaign = { ...CAMPAIGN, variables: { '1': { source: 'audience', column: 'code' } } };
const csv = (text: string, name = 'variables.csv') => new File([text], name, { type: 'text/csv' });

function fileInput(root: ShadowRoot | null | undefined): HTMLInputElement {
  return root?.querySelector('input[name=variable_file]') as HTMLInputElement;
}

const offered = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].map((o) => o.value).filter(Boolean);

describe('campaign form: the variable file', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = realXhr;
    reset();
  });

  it('a new campaign says to save it first, and offers no file', async () => {
    serve(LOADS);
    const { screen, element } = await mountEditor({ section: 'list', item: 'add' }, 'Nouvelle campagne');
    const fieldset = await screen.findByRole('group', { name: 'Fichier de variables' });
    within(fieldset).getByText(
      "Enregistrez d'abord la campagne : son fichier de variables se choisit ensuite, sur ce formulaire.",
    );
    expect(fileInput(element.shadowRoot)).to.equal(null);
  });

  it('reports the file in place, uploads another with its progress, offers its columns and lists its refused lines', async () => {
    serve({
      ...LOADS,
      'GET /campaigns/campaigns/11': [200, STORED],
      'POST /campaigns/campaigns/11/extradata/report': [200, IN_PLACE],
    });
    const { screen, element } = await mountEditor({ section: 'list', item: '11' }, 'Modifier « Relance »');
    const fieldset = await screen.findByRole('group', { name: 'Fichier de variables' });
    await within(fieldset).findByText('Colonne : code');
    within(fieldset).getByText(
      '3 lignes gardées : 2 désignent un contact des audiences de la campagne, 1 aucun.',
    );
    // The file's column beside the audience's, the stored assignment kept.
    const column = screen.getByRole('combobox', { name: 'Colonne de {{1}}' });
    await waitFor(() => expect(offered(column)).to.deep.equal(['code', 'email']));
    expect((column as HTMLSelectElement).value).to.equal('code');

    choose(fileInput(element.shadowRoot), csv('external_id;promo\n+33611111111;A\nnuméro;B\n'));
    await waitFor(() => expect(FakeXhr.sent).to.have.length(1));
    const xhr = FakeXhr.sent[0] as FakeXhr;
    expect(xhr.url).to.match(/\/campaigns\/campaigns\/11\/extradata$/);
    expect(((xhr.body as FormData).get('file') as File).name).to.equal('variables.csv');
    xhr.progress(50, 100);
    const bar = await screen.findByRole('progressbar', { name: 'Envoi de variables.csv' });
    await waitFor(() => expect((bar as HTMLProgressElement).value).to.equal(50));
    within(fieldset).getByText('50 % du fichier envoyé');
    expect(fileInput(element.shadowRoot).disabled).to.equal(true);

    xhr.answer(200, {
      columns: ['promo'],
      rows: 1,
      matched: 1,
      unmatched: 0,
      rejected: 1,
      rejects: [{ line: 3, reason: 'invalid_phone', value: 'numéro' }],
    });
    await within(fieldset).findByText('Colonne : promo');
    expect(screen.queryByRole('progressbar')).to.equal(null);
    const table = within(fieldset).getByRole('table', { name: 'Lignes refusées (1)' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[0]).to.equal('3');
    expect(cells[2]).to.equal('numéro');
    await waitFor(() =>
      expect(offered(screen.getByRole('combobox', { name: 'Colonne de {{1}}' }))).to.deep.equal([
        'email',
        'promo',
      ]),
    );
  });

  it('a refused file is said on the field and the previous one stays reported', async () => {
    serve({
      ...LOADS,
      'GET /campaigns/campaigns/11': [200, STORED],
      'POST /campaigns/campaigns/11/extradata/report': [200, IN_PLACE],
    });
    const { screen, element } = await mountEditor({ section: 'list', item: '11' }, 'Modifier « Relance »');
    const fieldset = await screen.findByRole('group', { name: 'Fichier de variables' });
    await within(fieldset).findByText('Colonne : code');
    choose(fileInput(element.shadowRoot), csv('numero;code\n0611111111;X\n'));
    await waitFor(() => expect(FakeXhr.sent).to.have.length(1));
    (FakeXhr.sent[0] as FakeXhr).answer(400, { error: 'csv_header_error', detail: 'Bad header.' });
    const alert = await within(fieldset).findByRole('alert');
    expect(alert.textContent).to.contain('sa ligne de titres doit commencer par external_id');
    expect(fileInput(element.shadowRoot).getAttribute('aria-invalid')).to.equal('true');
    within(fieldset).getByText('Colonne : code');
  });

  it('speaks English', async () => {
    const { setLocale } = await import('@omnicanal/stores');
    setLocale('en');
    serve(LOADS);
    const { screen } = await mountEditor({ section: 'list', item: 'add' }, 'New campaign');
    await screen.findByText('Save the campaign first: its variable file is chosen afterwards, on this form.');
    fireEvent.click(screen.getByRole('group', { name: 'Variable file' }));
  });
});
