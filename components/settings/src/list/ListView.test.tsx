/// <reference types="mocha" />
import type { SettingsPage } from '@omnicanal/api';
import { loadNamespaces } from '@omnicanal/i18n';
import { setLocale } from '@omnicanal/stores';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { createElement, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ListView } from './ListView.tsx';
import { useSettingsList } from './useSettingsList.ts';

/*
 * The settings list as a user meets it: rows of the page, columns that sort, a search that waits
 * for the typing to stop, pages, the empty sentence that says what to do, and a failure with Retry.
 */

interface Skill {
  id: number;
  name: string;
}

const SKILLS: Skill[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  name: `Skill ${String(i + 1).padStart(2, '0')}`,
}));

let asked: Array<Record<string, string>> = [];
let failNext = false;

/** Answers like the server's `pageOf`: search, ordering by name, offset and limit. */
async function load(params: Record<string, string>): Promise<SettingsPage<Skill>> {
  asked.push(params);
  if (failNext) {
    failNext = false;
    throw new TypeError('Failed to fetch');
  }
  const needle = (params.search ?? '').toLowerCase();
  const matching = SKILLS.filter((skill) => skill.name.toLowerCase().includes(needle));
  const sorted = params.ordering === '-name' ? [...matching].reverse() : matching;
  const offset = Number(params.offset);
  return { results: sorted.slice(offset, offset + Number(params.limit)), count: matching.length };
}

function Harness({
  source,
}: {
  source: (p: Record<string, string>) => Promise<SettingsPage<Skill>>;
}): ReactElement {
  const list = useSettingsList<Skill>(source, 'name', 10);
  return (
    <ListView
      caption="settings:sections.skills"
      list={list}
      rowKey={(skill) => skill.id}
      searchLabel="settings:list.search"
      empty="settings:list.no_match"
      columns={[
        { field: 'name', label: 'settings:sections.skills', sortable: true, cell: (skill) => skill.name },
      ]}
    />
  );
}

let root: Root | null = null;

async function mount(source = load) {
  setLocale('fr');
  await loadNamespaces(['settings', 'common']);
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(createElement(Harness, { source }));
  return within(container);
}

const names = (screen: ReturnType<typeof within>) =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row: HTMLElement) => row.textContent);

describe('settings ListView', () => {
  afterEach(() => {
    root?.unmount();
    root = null;
    document.body.replaceChildren();
    asked = [];
  });

  it('shows the first page and moves through the pages', async () => {
    const screen = await mount();
    await screen.findByRole('table', { name: 'Compétences' });
    expect(names(screen)).to.have.length(10);
    expect(names(screen)[0]).to.equal('Skill 01');
    expect(screen.getByText('1–10 sur 25')).to.exist;
    const previous = screen.getByRole('button', { name: 'Précédent' }) as HTMLButtonElement;
    expect(previous.disabled).to.equal(true);
    screen.getByRole('button', { name: 'Suivant' }).click();
    await waitFor(() => expect(screen.getByText('11–20 sur 25')).to.exist);
    expect(names(screen)[0]).to.equal('Skill 11');
  });

  it('sorts by a column, announces it, and reverses on a second press', async () => {
    const screen = await mount();
    await screen.findByRole('table');
    const header = screen.getByRole('columnheader', { name: /Compétences/ });
    expect(header.getAttribute('aria-sort')).to.equal('ascending');
    within(header).getByRole('button').click();
    await waitFor(() => expect(names(screen)[0]).to.equal('Skill 25'));
    expect(header.getAttribute('aria-sort')).to.equal('descending');
    expect(asked.at(-1)?.ordering).to.equal('-name');
  });

  it('searches once the typing stops, from the first page', async () => {
    const screen = await mount();
    await screen.findByRole('table');
    screen.getByRole('button', { name: 'Suivant' }).click();
    await waitFor(() => expect(screen.getByText('11–20 sur 25')).to.exist);
    const box = screen.getByRole('searchbox', { name: 'Rechercher' });
    fireEvent.input(box, { target: { value: 'Skill 2' } });
    fireEvent.input(box, { target: { value: 'Skill 21' } });
    await waitFor(() => expect(names(screen)).to.deep.equal(['Skill 21']));
    const searches = asked.filter((params) => params.search);
    expect(searches).to.have.length(1);
    expect(searches[0]).to.include({ search: 'Skill 21', offset: '0' });
  });

  it('says so when a search matches nothing', async () => {
    const screen = await mount();
    await screen.findByRole('table');
    fireEvent.input(screen.getByRole('searchbox', { name: 'Rechercher' }), { target: { value: 'nothing' } });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).to.equal('Aucun résultat pour cette recherche.'),
    );
    expect(screen.queryByRole('table')).to.equal(null);
  });

  it('shows a failure with Retry, and Retry loads the page', async () => {
    failNext = true;
    const screen = await mount();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.contain('Réessayer');
    within(alert).getByRole('button', { name: 'Réessayer' }).click();
    await screen.findByRole('table');
    expect(screen.queryByRole('alert')).to.equal(null);
  });
});
