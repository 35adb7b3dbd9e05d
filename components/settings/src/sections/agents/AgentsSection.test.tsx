/// <reference types="mocha" />
import type { AgentDetails } from '@omnicanal/api';
import { setCustomer } from '@omnicanal/stores';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { fill, type Heard, heard, listen, mountSettings, reset, serve, userOf } from '../../testing/mount.ts';

/*
 * The agents screens as a manager or an admin meets them, against a stand-in of the core and agents
 * services: the list with statuses, the invitation and its errors, the edit form with the
 * notification options, resend, delete after confirmation, pause and log out.
 */

const UUID = '0b7c2a4e-5d1f-4c3b-9a8e-1f2d3c4b5a69';

const person = (
  id: number,
  first: string,
  role: AgentDetails['user_role'],
  extra: Partial<AgentDetails> = {},
) =>
  ({
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    first_name: first,
    last_name: 'Demo',
    email: `${first.toLowerCase()}@demo.test`,
    user_role: role,
    status: 1,
    pause: false,
    date_joined: '2026-01-05T09:00:00Z',
    has_confirm_email: true,
    invitation_pending: false,
    max_rooms: 5,
    max_reviews: 5,
    max_tickets: 5,
    want_notif: true,
    notif_new_msg_sound: true,
    skills: [],
    groups: [],
    subaccounts: [],
    ...extra,
  }) as AgentDetails;

let agents: AgentDetails[];

function company() {
  agents = [
    person(1, 'Olga', 'owner'),
    person(2, 'Adam', 'admin', { status: 5 }),
    person(7, 'Marie', 'manager'),
    person(9, 'Nadia', 'agent', {
      uuid: UUID,
      last_name: 'Invitée',
      skills: [{ id: 1, auto_allocation: true }],
      groups: [4],
      status: 2,
    }),
    person(10, 'Paul', 'agent', { invitation_pending: true, status: 5 }),
  ];
}

const idOf = (path: string) => Number(path.split('/').filter(Boolean).at(-1));

function server(extra: Record<string, Parameters<typeof serve>[0][string]> = {}) {
  const routes: Parameters<typeof serve>[0] = {
    'GET /core/settings/agents/': (request: Heard) => {
      const search = (request.query.get('search') ?? '').toLowerCase();
      const found = agents.filter((a) =>
        `${a.first_name} ${a.last_name} ${a.email}`.toLowerCase().includes(search),
      );
      return [200, { results: found, count: found.length }];
    },
    'GET /core/skills/': [
      200,
      [
        { id: 1, name: 'Support', auto_allocation: true, services: [] },
        { id: 2, name: 'Ventes', auto_allocation: false, services: [] },
      ],
    ],
    'GET /core/groups/': [200, { results: [{ id: 4, name: 'Équipe de nuit', skills: [1] }], count: 1 }],
    'GET /core/subaccounts/': [200, { results: [{ id: 6, name: 'Filiale Nord', skills: [1] }], count: 1 }],
    [`GET /core/agents/${UUID}/`]: () => [200, agents.find((a) => a.uuid === UUID)],
    ...extra,
  };
  for (const agent of agents) {
    routes[`DELETE /core/agents/${agent.id}/`] ??= (request) => {
      agents = agents.filter((a) => a.id !== idOf(request.path));
      return [204, null];
    };
    routes[`PUT /core/agents/${agent.id}/`] ??= [200, { detail: 'sent' }];
    routes[`POST /core/settings/agents/${agent.id}/logout`] ??= (request) => {
      const id = Number(request.path.split('/')[4]);
      agents = agents.map((a) => (a.id === id ? { ...a, status: 5 } : a));
      return [200, { agent: 'x', status: 5 }];
    };
  }
  routes['POST /agents/agents/pause'] ??= (request) => {
    const { agent, pause } = request.body as { agent: string; pause: boolean };
    agents = agents.map((a) => (a.uuid === agent ? { ...a, pause, status: pause ? 4 : 1 } : a));
    return [200, { agent, pause, status: pause ? 4 : 1 }];
  };
  serve(routes);
}

const asManager = userOf('manager', { id: 7 });

const mountList = async (user = asManager) => {
  const mounted = await mountSettings({ section: 'agents' }, 'Utilisateurs', user);
  await mounted.screen.findByRole('table', { name: "Utilisateurs de l'entreprise" });
  return mounted;
};

const row = (screen: ReturnType<typeof within>, text: string) => {
  const cell = screen.getByRole('cell', { name: text });
  return within(cell.closest('tr') as HTMLElement);
};

const requests = (method: string, path: string) =>
  heard.filter((h) => h.method === method && h.path === path);

describe('agents settings', () => {
  beforeEach(company);
  afterEach(reset);

  /** The items of a row's action menu, opened then closed with Escape. */
  async function menuOf(screen: ReturnType<typeof within>, name: string): Promise<string[]> {
    fireEvent.click(row(screen, name).getByRole('button', { name: `Actions pour ${name}` }));
    const menu = await screen.findByRole('menu', { name: `Actions pour ${name}` });
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent ?? '');
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).to.equal(null));
    return items;
  }

  /** Picks an action of a row's menu. */
  async function pick(screen: ReturnType<typeof within>, name: string, action: string): Promise<void> {
    fireEvent.click(row(screen, name).getByRole('button', { name: `Actions pour ${name}` }));
    fireEvent.click(await screen.findByRole('menuitem', { name: action }));
  }

  describe('list', () => {
    it('shows each user with role and status in words, skills by name, and offers only what the viewer may do', async () => {
      server();
      const { screen } = await mountList();
      const nadia = row(screen, 'Nadia Invitée');
      expect(nadia.getByRole('cell', { name: 'Agent' })).to.exist;
      await nadia.findByRole('cell', { name: 'Support' });
      expect(nadia.getByText('Discussion en cours')).to.exist;
      expect(await menuOf(screen, 'Nadia Invitée')).to.deep.equal([
        'Modifier',
        'Mettre en pause',
        'Déconnecter',
        'Supprimer',
      ]);

      // Above a manager's rank, and the owner: nothing to act on.
      expect(row(screen, 'Adam Demo').queryAllByRole('button')).to.have.length(0);
      expect(row(screen, 'Adam Demo').getByText('Déconnecté')).to.exist;
      expect(row(screen, 'Olga Demo').queryAllByRole('button')).to.have.length(0);
      // Oneself: edited, never deleted nor logged out from here.
      expect(await menuOf(screen, 'Marie Demo')).to.deep.equal(['Modifier', 'Mettre en pause']);
      // An invitation not accepted yet: resend it, nothing to pause.
      expect(row(screen, 'Paul Demo').getByText('Invitation en attente')).to.exist;
      expect(await menuOf(screen, 'Paul Demo')).to.deep.equal([
        'Modifier',
        "Renvoyer l'invitation",
        'Supprimer',
      ]);
    });

    it('searches, sorts by status, and says what to do when empty', async () => {
      server();
      const { screen } = await mountList();
      fireEvent.click(screen.getByRole('button', { name: 'Statut' }));
      await waitFor(() => expect(heard.at(-1)?.query.get('ordering')).to.equal('status'));
      fill(screen.getByRole('searchbox', { name: 'Rechercher un utilisateur' }), 'zzz');
      await screen.findByText('Aucun résultat pour cette recherche.');
      expect(heard.at(-1)?.query.get('search')).to.equal('zzz');
    });

    it('the empty list says how to invite', async () => {
      agents = [];
      server();
      const { screen } = await mountSettings({ section: 'agents' }, 'Utilisateurs', asManager);
      await screen.findByText(
        "Aucun utilisateur pour l'instant. Invitez le premier avec « Inviter un utilisateur ».",
      );
      expect(screen.getAllByRole('button', { name: 'Inviter un utilisateur' })).to.have.length(2);
    });

    it('deletes after the confirmation, and not on Cancel', async () => {
      server();
      const { screen } = await mountList();
      await pick(screen, 'Nadia Invitée', 'Supprimer');
      let dialog = await screen.findByRole('dialog', { name: "Supprimer l'utilisateur Nadia Invitée ?" });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
      expect(requests('DELETE', '/core/agents/9/')).to.have.length(0);

      await pick(screen, 'Nadia Invitée', 'Supprimer');
      dialog = await screen.findByRole('dialog', { name: "Supprimer l'utilisateur Nadia Invitée ?" });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
      await screen.findByText('Nadia Invitée a été supprimé.');
      expect(requests('DELETE', '/core/agents/9/')).to.have.length(1);
      await waitFor(() => expect(screen.queryByRole('cell', { name: 'Nadia Invitée' })).to.equal(null));
    });

    it('pauses and resumes an agent', async () => {
      server();
      const { screen } = await mountList();
      await pick(screen, 'Nadia Invitée', 'Mettre en pause');
      await screen.findByText('Nadia Invitée est en pause.');
      expect(requests('POST', '/agents/agents/pause')[0]?.body).to.deep.equal({ agent: UUID, pause: true });
      await waitFor(() => expect(row(screen, 'Nadia Invitée').getByText('En pause')).to.exist);
      await pick(screen, 'Nadia Invitée', 'Reprendre');
      await screen.findByText("Nadia Invitée n'est plus en pause.");
      expect(requests('POST', '/agents/agents/pause')[1]?.body).to.deep.equal({ agent: UUID, pause: false });
    });

    it('logs an agent out after the confirmation', async () => {
      server();
      const { screen } = await mountList();
      await pick(screen, 'Nadia Invitée', 'Déconnecter');
      const dialog = await screen.findByRole('dialog', { name: 'Déconnecter Nadia Invitée ?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Déconnecter' }));
      await screen.findByText('Nadia Invitée a été déconnecté.');
      expect(requests('POST', '/core/settings/agents/9/logout')).to.have.length(1);
      await waitFor(() => expect(row(screen, 'Nadia Invitée').getByText('Déconnecté')).to.exist);
    });

    it('resends an invitation', async () => {
      server();
      const { screen } = await mountList();
      await pick(screen, 'Paul Demo', "Renvoyer l'invitation");
      await screen.findByText('Invitation renvoyée à paul@demo.test.');
      expect(requests('PUT', '/core/agents/10/')).to.have.length(1);
    });

    it('a refused action says why and keeps the list', async () => {
      server({
        'POST /agents/agents/pause': [400, { error: 'invalid_payload', detail: 'Bad.' }],
      });
      const { screen } = await mountList();
      await pick(screen, 'Nadia Invitée', 'Mettre en pause');
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).to.not.equal('');
      expect(screen.getByRole('cell', { name: 'Nadia Invitée' })).to.exist;
    });
  });

  describe('invitation', () => {
    const mountInvite = async (user = asManager) => {
      const mounted = await mountSettings({ section: 'agents', item: 'add' }, 'Inviter un utilisateur', user);
      await mounted.screen.findByRole('form', { name: 'Inviter un utilisateur' });
      return mounted;
    };
    const fillForm = (screen: ReturnType<typeof within>) => {
      fill(screen.getByRole('textbox', { name: 'Prénom' }), 'Inès');
      fill(screen.getByRole('textbox', { name: 'Nom' }), 'Nouvelle');
      fill(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'ines@demo.test');
    };

    it('offers only the roles the viewer may give, and sends the invitation', async () => {
      server({
        'POST /core/agents/': (request) => [
          201,
          { ...person(11, 'Inès', 'agent'), ...(request.body as object) },
        ],
      });
      const navigations = listen('oc-navigate');
      const dirty = listen('oc-dirty-change');
      const { screen } = await mountInvite();
      const roles = within(screen.getByRole('combobox', { name: 'Rôle' }))
        .getAllByRole('option')
        .map((option) => option.textContent);
      expect(roles).to.include('Manager').and.include('Agent');
      expect(roles).to.not.include('Administrateur');
      expect(roles).to.not.include('Propriétaire');
      expect(screen.queryByRole('group', { name: 'Sous-comptes' })).to.equal(null);
      expect(screen.queryByRole('group', { name: 'Notifications de messagerie' })).to.equal(null);

      fillForm(screen);
      fireEvent.click(
        within(screen.getByRole('group', { name: 'Compétences' })).getByRole('checkbox', { name: 'Ventes' }),
      );
      fireEvent.click(
        within(screen.getByRole('group', { name: 'Attribution automatique' })).getByRole('checkbox', {
          name: 'Ventes',
        }),
      );
      fill(screen.getByRole('spinbutton', { name: 'Discussions simultanées maximum' }), '3');
      fireEvent.click(screen.getByRole('button', { name: "Envoyer l'invitation" }));
      await waitFor(() => expect(navigations).to.deep.equal([{ path: '/settings/agents' }]));
      // Typed, then sent: the console no longer needs to ask before leaving.
      expect(dirty).to.deep.equal([{ dirty: true }, { dirty: false }]);
      expect(requests('POST', '/core/agents/')[0]?.body).to.deep.include({
        first_name: 'Inès',
        last_name: 'Nouvelle',
        email: 'ines@demo.test',
        user_role: 'agent',
        skills: [{ id: 2, auto_allocation: true }],
        groups: [],
        max_rooms: 3,
      });

      // The console then sets the list; it says where the invitation went.
      const element = document.querySelector('oc-settings') as HTMLElement;
      element.setAttribute('item', '');
      element.removeAttribute('item');
      await within(element.shadowRoot as unknown as HTMLElement).findByText(
        'Invitation envoyée à ines@demo.test.',
      );
    });

    it('offers sub-accounts to an admin once the customer says the offer allows them', async () => {
      server();
      const { screen } = await mountInvite(userOf('admin', { id: 2 }));
      expect(screen.queryByRole('group', { name: 'Sous-comptes' })).to.equal(null);
      setCustomer({
        id: 1,
        logo: null,
        company_name: 'Demo',
        over_quota: false,
        offer_desc: { features: [], is_appsumo: false, max_skills: 5 },
        services: [],
      });
      const group = await screen.findByRole('group', { name: 'Sous-comptes' });
      expect(within(group).getByRole('checkbox', { name: 'Filiale Nord' })).to.exist;
      expect(requests('GET', '/core/subaccounts/')).to.have.length(1);
    });

    it('never asks a manager for sub-accounts (a 403 would sign them out)', async () => {
      server();
      setCustomer({
        id: 1,
        logo: null,
        company_name: 'Demo',
        over_quota: false,
        offer_desc: { features: [], is_appsumo: false, max_skills: 5 },
        services: [],
      });
      const { screen } = await mountInvite();
      expect(screen.queryByRole('group', { name: 'Sous-comptes' })).to.equal(null);
      expect(requests('GET', '/core/subaccounts/')).to.have.length(0);
    });

    it('shows "email already used" under the address, and nothing is navigated', async () => {
      server({
        'POST /core/agents/': [
          400,
          { error: 'agent_email_already_used', detail: 'Used.', email: ['agent_email_already_used'] },
        ],
      });
      const navigations = listen('oc-navigate');
      const { screen } = await mountInvite();
      fillForm(screen);
      fireEvent.click(screen.getByRole('button', { name: "Envoyer l'invitation" }));
      const email = screen.getByRole('textbox', { name: 'Adresse e-mail' });
      await waitFor(() => expect(email.getAttribute('aria-invalid')).to.equal('true'));
      expect(
        screen.getAllByText('Cette adresse e-mail est déjà utilisée par un agent.').length,
      ).to.be.greaterThan(0);
      expect(navigations).to.deep.equal([]);
    });

    it('shows "maximum number of agents reached" on the form', async () => {
      server({
        'POST /core/agents/': [
          400,
          { error: 'max_agents_reached', detail: 'Full.', non_field_errors: ['max_agents_reached'] },
        ],
      });
      const { screen } = await mountInvite();
      fillForm(screen);
      fireEvent.click(screen.getByRole('button', { name: "Envoyer l'invitation" }));
      await screen.findByText("Nombre maximum d'agents atteint.");
    });
  });

  describe('edit', () => {
    const mountEdit = async (item = UUID, user = asManager) => {
      const mounted = await mountSettings({ section: 'agents', item }, "Modifier l'utilisateur", user);
      return mounted;
    };

    it('starts from the agent, with their notification options, and saves them', async () => {
      server({
        'POST /core/agents/9/': (request) => [200, { ...agents[3], ...(request.body as object) }],
      });
      const { screen } = await mountEdit();
      const first = await screen.findByRole('textbox', { name: 'Prénom' });
      expect((first as HTMLInputElement).value).to.equal('Nadia');
      const skills = within(screen.getByRole('group', { name: 'Compétences' }));
      expect((skills.getByRole('checkbox', { name: 'Support' }) as HTMLInputElement).checked).to.equal(true);
      const groups = within(screen.getByRole('group', { name: 'Groupes de compétences' }));
      expect((groups.getByRole('checkbox', { name: 'Équipe de nuit' }) as HTMLInputElement).checked).to.equal(
        true,
      );
      const messaging = within(screen.getByRole('group', { name: 'Notifications de messagerie' }));
      fireEvent.click(messaging.getByRole('checkbox', { name: 'Discussion en retard' }));
      fireEvent.click(screen.getByRole('switch', { name: 'Son à chaque nouveau message' }));
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
      await screen.findByText('Modifications enregistrées.');
      const body = requests('POST', '/core/agents/9/')[0]?.body as Record<string, unknown>;
      expect(body.notif_new_msg_sound).to.equal(false);
      expect(body.groups).to.deep.equal([4]);
      expect(body.skills).to.deep.equal([{ id: 1, auto_allocation: true }]);
      expect(body.notification_options).to.deep.equal({
        ticketing: { ticket_assigned: true, ticket_waiting: true, ticket_late: true, task_assigned: true },
        messaging: { late_discussion: false, new_conversation: true, push_android: true, push_apple: true },
      });
    });

    it('resends the invitation of an agent who has not accepted it', async () => {
      const paul = '00000000-0000-4000-8000-000000000010';
      server({ [`GET /core/agents/${paul}/`]: () => [200, agents[4]] });
      const { screen } = await mountEdit(paul);
      fireEvent.click(await screen.findByRole('button', { name: "Renvoyer l'invitation" }));
      await screen.findByText('Invitation renvoyée à paul@demo.test.');
      expect(requests('PUT', '/core/agents/10/')).to.have.length(1);
    });

    it('an agent above the viewer is not editable; an unknown one says so', async () => {
      const adam = '00000000-0000-4000-8000-000000000002';
      server({ [`GET /core/agents/${adam}/`]: () => [200, agents[1]] });
      const { screen } = await mountEdit(adam);
      await screen.findByText(
        'Vous ne pouvez pas modifier cet utilisateur : son rôle est au-dessus du vôtre.',
      );
      expect(screen.queryByRole('form')).to.equal(null);
      reset();
      server();
      const missing = await mountEdit('00000000-0000-4000-8000-000000000099');
      await missing.screen.findByText("Cet utilisateur n'existe pas ou n'existe plus.");
    });
  });
});
