/// <reference types="mocha" />
import type { ContactImport, ContactList } from '@omnicanal/api';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { AUDIENCE } from '../testing/fixtures.ts';
import { choose, fill, heard, listen, mountEditor, reset, serve } from '../testing/mount.ts';

/*
 * The audience form: the sources the server takes, the kind locked once created, the server's
 * refusals on their fields (a typed contact by its line), and a CSV file's import with its
 * progress bar, its report of refused lines, and a refused file leaving the audience as it was.
 */

const SKILLS = [{ id: 1, name: 'Support', auto_allocation: false, services: [] }];
const NEW_TITLE = 'Nouvelle audience';
const EMPTY: ContactList = {
  ...AUDIENCE,
  id: 8,
  name: 'Salon 2026',
  contacts_count: 0,
  status: 'empty',
  import: null,
};
const running = (over: Partial<ContactImport>): ContactImport => ({
  id: 11,
  status: 'running',
  file_name: 'salon.csv',
  bytes_read: 0,
  bytes_total: 3_000,
  rows_read: 0,
  accepted: 0,
  rejected: 0,
  rejects: [],
  error: null,
  started_at: '2026-11-26T10:00:00.000Z',
  finished_at: null,
  ...over,
});

/** The name box once the form is live: the kit gives it the focus when the form has mounted. */
async function nameBox(element: HTMLElement): Promise<HTMLElement> {
  const box = await within(element.shadowRoot as unknown as HTMLElement).findByRole('textbox', {
    name: 'Nom',
  });
  await waitFor(() => expect(element.shadowRoot?.activeElement).to.equal(box));
  return box;
}

/** Types `value` and waits until the form has taken it (its field shows it again). */
async function type(box: HTMLElement, value: string): Promise<void> {
  fill(box, value);
  await waitFor(() => expect((box as HTMLInputElement).value).to.equal(value));
}

/** A `fetch` whose answer to the CSV upload waits until `release` is called. */
function holdUpload(): { release: () => void } {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const served = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    if (String(input).endsWith('/contacts/csv')) await held;
    return served(input, init);
  };
  return { release };
}

describe('audience form', () => {
  afterEach(reset);

  it('typed contacts: a refused one is named by its line under the box', async () => {
    serve({
      'GET /core/skills/': [200, SKILLS],
      'POST /campaigns/contacts/lists': [
        400,
        {
          error: 'invalid_payload',
          detail: 'Some contacts are not valid.',
          'contacts.1.external_id': ['invalid_phone'],
        },
      ],
    });
    const { screen, element } = await mountEditor({ section: 'contacts', item: 'add' }, NEW_TITLE);
    await type(await nameBox(element), 'Salon');
    fireEvent.click(screen.getByRole('radio', { name: /Saisie manuelle/ }));
    await nameBox(element);
    fill(await screen.findByRole('textbox', { name: 'Contacts, un par ligne' }), '+33612345678\n12;fr');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Ligne 2 : Numéro de téléphone invalide');
    const sent = heard.find((h) => h.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).to.deep.include({ name: 'Salon', kind: 'PHONE_NUMBER', language: 'fr', source: 'manual' });
    expect(sent.contacts).to.deep.equal([
      { external_id: '+33612345678' },
      { external_id: '12', language: 'fr' },
    ]);
  });

  it('a file on SFTP: the account and path are sent, and a missing file is said on the path', async () => {
    serve({
      'GET /core/skills/': [200, SKILLS],
      'GET /campaigns/contacts/sftp-accounts': [200, [{ id: 3, label: 'Dépôt nocturne' }]],
      'POST /campaigns/contacts/lists': [
        400,
        { error: 'invalid_payload', detail: 'No such file.', sftp_path: ['sftp_path_not_found'] },
      ],
    });
    const { screen, element } = await mountEditor({ section: 'contacts', item: 'add' }, NEW_TITLE);
    await type(await nameBox(element), 'Clients CRM');
    fireEvent.click(screen.getByRole('radio', { name: /SFTP/ }));
    await nameBox(element);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Compte SFTP' }), {
      target: { value: '3' },
    });
    fill(screen.getByRole('textbox', { name: 'Chemin du fichier' }), 'crm/clients.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et importer' }));
    await screen.findByText('Aucun fichier à ce chemin sur le serveur SFTP.');
    const sent = heard.find((h) => h.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).to.deep.include({ source: 'sftp', sftp_account: 3, sftp_path: 'crm/clients.csv' });
  });

  it('a file on SFTP without any account says so and links to the third parties', async () => {
    serve({ 'GET /core/skills/': [200, SKILLS], 'GET /campaigns/contacts/sftp-accounts': [200, []] });
    const moves = listen('oc-navigate');
    const { screen, element } = await mountEditor({ section: 'contacts', item: 'add' }, NEW_TITLE);
    await nameBox(element);
    fireEvent.click(screen.getByRole('radio', { name: /SFTP/ }));
    await screen.findByText("Aucun compte SFTP n'est connecté.", { exact: false });
    fireEvent.click(screen.getByRole('link', { name: 'Connecter un compte SFTP (administrateurs)' }));
    expect(moves).to.deep.equal([{ path: '/third-parties/add/sftp' }]);
  });

  it('existing contacts: the filters are sent and the matching contacts can be looked at first', async () => {
    serve({
      'GET /core/skills/': [200, SKILLS],
      'POST /campaigns/contacts/search': [
        200,
        {
          count: 1,
          results: [
            {
              id: 3,
              name: 'Jean Dupont',
              email: 'jean@exemple.fr',
              phone_number: '+33612345678',
              language: 'fr',
              last_interaction: null,
            },
          ],
        },
      ],
      'POST /campaigns/contacts/lists': [201, { ...EMPTY, source: 'contacts' }],
      'GET /core/integrations/': [200, [{ id: 7, name: 'Widget du site' }]],
    });
    const moves = listen('oc-navigate');
    const { screen, element } = await mountEditor({ section: 'contacts', item: 'add' }, NEW_TITLE);
    await type(await nameBox(element), 'Relance');
    fireEvent.click(screen.getByRole('radio', { name: /Contacts existants/ }));
    await nameBox(element);
    fill(await screen.findByRole('textbox', { name: 'Nom contenant' }), 'dup');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Support' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Widget du site' }));
    fill(screen.getByRole('spinbutton', { name: 'Au moins … conversations' }), '2');
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher les contacts correspondants' }));
    await screen.findByText('1 contact correspond aux filtres.');
    expect(screen.getByRole('table').textContent).to.contain('Jean Dupont');
    const filters = { name: 'dup', skills: [1], origin_integrations: [7], solicitations_from: 2 };
    expect(heard.find((h) => h.path === '/campaigns/contacts/search')?.body).to.deep.equal({
      filters,
      page: 1,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(moves).to.deep.equal([{ path: '/campaigns/contacts' }]));
    const sent = heard.find((h) => h.path === '/campaigns/contacts/lists')?.body as Record<string, unknown>;
    expect(sent).to.deep.include({ source: 'contacts', filters });
  });

  it("an audience's kind is locked once created; a new file replaces its contacts, none keeps them", async () => {
    serve({
      'GET /core/skills/': [200, SKILLS],
      'GET /campaigns/contacts/lists/5': [200, AUDIENCE],
      'POST /campaigns/contacts/lists/5': [200, { ...AUDIENCE, name: 'Clients' }],
    });
    const { screen } = await mountEditor({ section: 'contacts', item: '5' }, 'Audience « Clients fidèles »');
    const kind = await screen.findByRole('combobox', { name: 'Type de contacts' });
    expect((kind as HTMLSelectElement).disabled).to.equal(true);
    expect(screen.getByLabelText('Fichier CSV').hasAttribute('required')).to.equal(false);
    // The latest import's report stays readable on the audience.
    expect(screen.getByRole('region', { name: 'Dernier import' }).textContent).to.contain('Ligne');
    fill(screen.getByRole('textbox', { name: 'Nom' }), 'Clients');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Modifications enregistrées.');
    expect(heard.some((h) => h.path === '/campaigns/contacts/csv')).to.equal(false);
  });

  it('a CSV file: the progress bar counts the rows, then the report lists the refused lines', async () => {
    let reads = 0;
    serve({
      'GET /core/skills/': [200, SKILLS],
      'POST /campaigns/contacts/lists': [201, EMPTY],
      'GET /campaigns/contacts/lists/8': () => {
        reads += 1;
        return [
          200,
          { ...EMPTY, status: 'importing', import: running({ bytes_read: 1_500, rows_read: 150 }) },
        ];
      },
      'POST /campaigns/contacts/csv': [
        200,
        running({
          status: 'done',
          bytes_read: 3_000,
          rows_read: 300,
          accepted: 298,
          rejected: 2,
          rejects: [
            { line: 57, reason: 'invalid_phone', value: 'abc' },
            { line: 201, reason: 'column_count', value: '+33600000001;fr;x;y' },
          ],
          finished_at: '2026-11-26T10:00:03.000Z',
        }),
      ],
    });
    const upload = holdUpload();
    const dirty = listen('oc-dirty-change');
    const { screen, element } = await mountEditor({ section: 'contacts', item: 'add' }, NEW_TITLE);
    await type(await nameBox(element), 'Salon 2026');
    const file = new File(['external_id;language\n'.padEnd(3_000, 'x')], 'salon.csv', { type: 'text/csv' });
    choose(screen.getByLabelText('Fichier CSV') as HTMLInputElement, file);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et importer' }));

    const bar = await screen.findByRole('progressbar', { name: 'Import de salon.csv' });
    await waitFor(() => expect(bar.getAttribute('aria-valuetext')).to.equal('50 %, 150 lignes lues'));
    expect(reads).to.be.greaterThan(0);
    // Leaving now would cut the upload: the console is told to ask first.
    expect(dirty.at(-1)).to.deep.equal({ dirty: true });
    expect(screen.getByRole('button', { name: 'Retour à la liste' }).hasAttribute('disabled')).to.equal(true);

    upload.release();
    const result = await screen.findByRole('region', { name: "Résultat de l'import" });
    expect(result.closest('[role="status"]')).to.not.equal(null);
    expect(result.textContent).to.contain('300 lignes lues : 298 contacts importés, 2 lignes refusées.');
    const rows = within(result)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).to.deep.equal([
      '57Numéro de téléphone invalideabc',
      '201Nombre de colonnes différent de la ligne de titres+33600000001;fr;x;y',
    ]);
    expect((bar as HTMLProgressElement).value).to.equal(100);
    expect(dirty.at(-1)).to.deep.equal({ dirty: false });
    const sent = heard.find((h) => h.path === '/campaigns/contacts/csv')?.body as FormData;
    expect(sent.get('contact_list')).to.equal('8');
    expect(sent.get('size')).to.equal('3000');
    expect((sent.get('file') as File).name).to.equal('salon.csv');
  });

  it('a file refused as a whole says where and why, and that the audience is untouched', async () => {
    const failed = running({
      id: 12,
      status: 'failed',
      error: { code: 'csv_header_error', detail: 'The file needs external_id first.', line: 1 },
    });
    let refused = false;
    serve({
      'GET /core/skills/': [200, SKILLS],
      // Once refused, the failed import is the audience's latest; its contacts are those it had.
      'GET /campaigns/contacts/lists/5': () => [200, refused ? { ...AUDIENCE, import: failed } : AUDIENCE],
      'POST /campaigns/contacts/lists/5': [200, AUDIENCE],
      'POST /campaigns/contacts/csv': () => {
        refused = true;
        return [400, { error: 'csv_header_error', detail: 'The file needs external_id first.' }];
      },
    });
    const { screen } = await mountEditor({ section: 'contacts', item: '5' }, 'Audience « Clients fidèles »');
    choose(
      (await screen.findByLabelText('Fichier CSV')) as HTMLInputElement,
      new File(['nom;tel\n'], 'mauvais.csv'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et importer' }));
    await screen.findByRole('progressbar', { name: 'Import de mauvais.csv' });
    const alert = await screen.findByText(/Le fichier a été refusé à la ligne 1/);
    const region = alert.closest('[role="alert"]') as HTMLElement;
    expect(region.textContent).to.contain(
      "Rien n'a été importé : l'audience est restée telle qu'elle était.",
    );
    fireEvent.click(screen.getByRole('button', { name: "Voir l'audience" }));
    await screen.findByRole('combobox', { name: 'Type de contacts' });
    // The audience, read again, shows that failed import as its latest.
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Dernier import' }).textContent).to.contain(
        'Le fichier a été refusé à la ligne 1',
      ),
    );
  });
});
