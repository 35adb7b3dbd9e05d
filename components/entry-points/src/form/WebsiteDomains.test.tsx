/// <reference types="mocha" />
import type { EntryPoint } from '@omnicanal/api';
import { fireEvent, within } from '@testing-library/dom';
import { expect } from 'chai';
import { fill, heard, mountEntryPoints, reset, serve } from '../testing/mount.ts';

/* The website domains of an entry point, in its form: listed, added, refused on the field by the server. */

const SHOP = 'https://www.boulangerie.fr';
const WIDGET: EntryPoint = {
  id: 3,
  name: 'Widget du site',
  type: 'widget',
  skill: 1,
  calendar_id: null,
  channels: ['web'],
  trees: [],
  auto_open_delay: null,
  max_open_events: null,
  session_ttl_hours: null,
  ip_allowlist: [],
  ip_denylist: [],
  website_domains: [SHOP],
  display_mode: 'embedded',
  html_root: '',
  icon: null,
  navbar: [],
  menu_buttons: [],
  created_at: '2026-11-26T09:00:00.000Z',
  updated_at: '2026-11-26T09:00:00.000Z',
};

describe('entry point form: website domains', () => {
  afterEach(reset);

  it('lists the domains with what they do; a domain with a path is refused under the field, then saved', async () => {
    let answer: [number, unknown] = [
      400,
      { error: 'invalid_payload', detail: 'x', 'website_domains.1': ['invalid_origin'] },
    ];
    serve({
      'GET /core/skills/': [200, [{ id: 1, name: 'Support', auto_allocation: false, services: [] }]],
      'GET /chronos/rules': [200, []],
      'GET /bot/bot/used-by-skill/1': [200, []],
      'GET /core/integrations/3': [200, WIDGET],
      'POST /core/integrations/3': () => answer,
    });
    const { screen } = await mountEntryPoints(
      { view: 'messaging-form', 'entry-point-id': '3' },
      'Modifier « Widget du site »',
    );
    const group = await screen.findByRole('group', { name: 'Sites web' });
    const items = within(group).getByRole('list', { name: 'Éléments de Domaines du site web' });
    expect(within(items).getByRole('listitem').textContent).to.contain(SHOP);
    expect(group.textContent).to.contain("Vide : les domaines de l'entreprise s'appliquent");

    const field = within(group).getByRole('textbox', { name: /Domaines du site web/ });
    fill(field, 'https://www.boulangerie.fr/contact');
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await within(group).findByText("Une origine s'écrit https://hote ou http://hote:port, sans chemin.");
    const sent = heard.find((h) => h.method === 'POST')?.body as EntryPoint;
    expect(sent.website_domains).to.deep.equal([SHOP, 'https://www.boulangerie.fr/contact']);

    answer = [200, WIDGET];
    fireEvent.click(within(group).getByRole('button', { name: /Retirer.*contact/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Modifications enregistrées.');
    const last = heard.filter((h) => h.method === 'POST').at(-1)?.body as EntryPoint;
    expect(last.website_domains).to.deep.equal([SHOP]);
  });
});
