/// <reference types="mocha" />
import type { GuestSession, GuestWidget, WebivrNode, WebivrVisitorSession } from '@omnicanal/api';
import { waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import './define.ts';
import type { WebChat } from './WebChat.ts';

/*
 * The web IVR menu in the widget, against a stand-in guests service: an entry point that opens a
 * published menu shows it in the panel; a visitor browses it (each click a recorded step), reads a
 * FAQ, sends a form (checked first as the server checks it), follows links of allowed schemes only,
 * and asks for a chat that carries the menu session.
 */

const realFetch = globalThis.fetch;
const mounted: HTMLElement[] = [];
const SESSION = '6f1c1d2e-0000-4000-8000-000000000001';

type Sent = { url: string; method: string; body: Record<string, unknown> | null };

const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

let position = 0;
const node = (
  id: string,
  parent: string | null,
  action: WebivrNode['action'],
  label: string,
  data = {},
  tree = 'main',
): WebivrNode => ({
  id,
  tree,
  parent,
  position: position++,
  action,
  label,
  validated: true,
  data,
});

const menu: WebivrVisitorSession = {
  session_id: SESSION,
  account: 4,
  tree: 'main',
  node: 'home',
  routing: {},
  menu: {
    version: 9,
    trees: [{ id: 'main', label: 'Principal', root_node: 'home' }],
    nodes: [
      node('home', null, 'page', 'Bienvenue'),
      node('hours', 'home', 'choice', 'Horaires'),
      node('faq', 'hours', 'faq', 'Nos horaires', { faq_id: 3 }),
      node('contact', 'home', 'choice', 'Nous écrire'),
      node('form', 'contact', 'form', 'Formulaire', { form_id: 5 }),
      node('sent', 'form', 'form_output', 'Envoyé', { outcome: 'sent' }),
      node('thanks', 'sent', 'page', 'Merci !'),
      node('note', 'home', 'text', '', { text: '<img src=x onerror="window.__menuPwned=1">' }),
      node('site', 'home', 'uri', 'Notre site', { url: 'https://exemple.fr/aide' }),
      node('evil', 'home', 'uri', 'Piège', { url: 'javascript:alert(1)' }),
      node('mail', 'home', 'uri__mail', 'Écrire', { email: 'aide@exemple.fr' }),
      node('chat', 'home', 'messaging', 'Parler à un conseiller'),
      node('callback', 'home', 'callback', 'Être rappelé'),
      node('more', 'home', 'choice', 'Autre chose'),
      node('jump', 'more', 'to_tree', 'Suite', { tree_id: 'next' }),
      node('second', null, 'page', 'Deuxième menu', {}, 'next'),
    ],
  },
};

const widget: GuestWidget = {
  skill: { id: 1, name: 'Support' },
  availability: 'online',
  appearance: {
    color: '#1f5fbf',
    logo: null,
    company_name: 'Démo',
    punchline: '',
    title: 'Discuter avec nous',
    subtitle: '',
    position: 'right',
    offset_x: 0,
    offset_y: 0,
    version: 2,
    cta_text: '',
    force_cta_display: false,
    auto_open_delay: null,
    powered_by: false,
    show_agents: true,
    ask_email: false,
  },
  messages: { welcome: '', waiting: '', online: '', offline: '', full: '', pause: '', takeover: '' },
  webivr: { account: 4, tree: 'main', version: 9 },
};

const chat: GuestSession = {
  token: 'guest-token',
  room: { uuid: 'room-1', status: 'waiting' },
  skill: { id: 1, name: 'Support' },
  messages: [],
  last_seq: 0,
};

/** The stand-in guests service; `formAnswer` is what a form's sending answers. */
function serve(formAnswer: () => Response = () => json(200, { outcome: 'sent' })): Sent[] {
  const sent: Sent[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = init?.method ?? 'GET';
    sent.push({ url, method, body: typeof init?.body === 'string' ? JSON.parse(init.body) : null });
    if (url.includes('/guests/widget')) return json(200, widget);
    if (url.endsWith('/guests/webivr/sessions')) return json(201, menu);
    if (url.endsWith('/steps')) return new Response(null, { status: 204 });
    if (url.endsWith('/faqs/3'))
      return json(200, { id: 3, label: 'Horaires', content: '<b>De 9 h</b> à 18 h.' });
    if (url.endsWith('/forms/5') && method === 'GET')
      return json(200, {
        id: 5,
        label: 'Contact',
        button_label: 'Envoyer ma demande',
        fields: [
          {
            kind: 'email',
            label: 'E-mail',
            identifier: 'email',
            required: true,
            validation: '',
            placeholder: '',
            choices: [],
          },
        ],
      });
    if (url.endsWith('/forms/5')) return formAnswer();
    if (url.endsWith('/callbacks')) return json(200, { ok: true, id: 1 });
    if (url.endsWith('/guests/sessions')) return json(201, chat);
    return json(404, { error: 'not_found' });
  }) as typeof fetch;
  return sent;
}

/** A widget on an entry point that opens the menu, opened by the visitor. */
async function openMenu(): Promise<{ el: WebChat; ui: ReturnType<typeof within> }> {
  localStorage.clear();
  const el = document.createElement('oc-web-chat');
  el.identityToken = 'signed.visitor.token';
  el.setAttribute('entry-point-id', '7');
  document.body.append(el);
  mounted.push(el);
  const ui = within(el.shadowRoot as unknown as HTMLElement);
  await waitFor(() => expect(el.shadowRoot?.querySelector('.launcher')).to.exist);
  (await ui.findByRole('button', { name: 'Discuter avec nous' })).click();
  await ui.findByRole('heading', { name: 'Bienvenue' });
  return { el, ui };
}

const steps = (sent: Sent[]) => sent.filter((s) => s.url.endsWith('/steps')).map((s) => s.body?.node);

afterEach(() => {
  for (const el of mounted.splice(0)) el.remove();
  globalThis.fetch = realFetch;
  localStorage.clear();
});

describe('<oc-web-chat> web IVR menu', () => {
  it('browses the published menu: a choice opens a FAQ as text, Back returns, each step recorded', async () => {
    const sent = serve();
    const { el, ui } = await openMenu();
    const nav = within(ui.getByRole('navigation', { name: 'Menu' }));
    expect(ui.queryByRole('textbox', { name: 'Votre message' })).to.equal(null);
    const hours = nav.getByRole('button', { name: 'Horaires' });
    hours.focus();
    hours.click();
    expect(await nav.findByText('<b>De 9 h</b> à 18 h.')).to.exist;
    // Keyboard users land on the new view's title.
    const title = nav.getByRole('heading', { name: 'Horaires' });
    await waitFor(() => expect(el.shadowRoot?.activeElement === title).to.equal(true));
    nav.getByRole('button', { name: 'Retour' }).click();
    await nav.findByRole('heading', { name: 'Bienvenue' });
    expect(sent.find((s) => s.url.endsWith('/guests/webivr/sessions'))?.body).to.deep.equal({
      entry_point: 7,
    });
    await waitFor(() => expect(steps(sent)).to.deep.equal(['home', 'hours', 'faq']));
  });

  it('shows what a manager typed as text, and only http(s), tel and mailto links', async () => {
    serve();
    const { el, ui } = await openMenu();
    const nav = within(ui.getByRole('navigation', { name: 'Menu' }));
    expect(nav.getByText('<img src=x onerror="window.__menuPwned=1">')).to.exist;
    expect(el.shadowRoot?.querySelector('.webivr img')).to.equal(null);
    expect((window as { __menuPwned?: number }).__menuPwned).to.equal(undefined);
    const links = nav.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).to.deep.equal(['https://exemple.fr/aide', 'mailto:aide@exemple.fr']);
    expect(nav.queryByText('Piège')).to.equal(null);
  });

  it('a form: errors under the field before anything is sent, then sent and the sent branch followed', async () => {
    const sent = serve();
    const { ui } = await openMenu();
    const nav = within(ui.getByRole('navigation', { name: 'Menu' }));
    nav.getByRole('button', { name: 'Nous écrire' }).click();
    const submit = await nav.findByRole('button', { name: 'Envoyer ma demande' });
    submit.click();
    expect(await nav.findByText('Ce champ est obligatoire.')).to.exist;
    const email = nav.getByLabelText(/E-mail/) as HTMLInputElement;
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    expect(sent.some((s) => s.url.endsWith('/forms/5') && s.method === 'POST')).to.equal(false);
    email.value = 'pas-un-email';
    submit.click();
    expect(await nav.findByText("Cette valeur n'est pas valide.")).to.exist;
    email.value = 'marie@exemple.fr';
    submit.click();
    await nav.findByRole('heading', { name: 'Merci !' });
    const post = sent.find((s) => s.url.endsWith('/forms/5') && s.method === 'POST');
    expect(post?.body).to.deep.equal({ node: 'form', answers: { email: 'marie@exemple.fr' } });
  });

  it('"chat" opens the usual chat; the conversation opens carrying the menu session and node', async () => {
    const sent = serve();
    const { el, ui } = await openMenu();
    ui.getByRole('button', { name: 'Parler à un conseiller' }).click();
    const box = (await ui.findByRole('textbox', { name: 'Votre message' })) as HTMLTextAreaElement;
    expect(ui.queryByRole('navigation', { name: 'Menu' })).to.equal(null);
    box.value = 'Bonjour';
    box.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await el.updateComplete;
    ui.getByRole('button', { name: 'Envoyer' }).click();
    await waitFor(() => expect(sent.some((s) => s.url.endsWith('/guests/sessions'))).to.equal(true));
    const opened = sent.find((s) => s.url.endsWith('/guests/sessions'));
    expect(opened?.body?.webivr).to.deep.equal({ session: SESSION, node: 'chat' });
    expect(opened?.body?.entry_point).to.equal(7);
  });

  it('a jump opens the other tree’s first page', async () => {
    const sent = serve();
    const { ui } = await openMenu();
    const nav = within(ui.getByRole('navigation', { name: 'Menu' }));
    nav.getByRole('button', { name: 'Autre chose' }).click();
    await nav.findByRole('heading', { name: 'Deuxième menu' });
    await waitFor(() => expect(steps(sent)).to.deep.equal(['home', 'more', 'second']));
  });

  it('a callback: a bad number is refused under its field, then a number and a slot are sent', async () => {
    const sent = serve();
    const { ui } = await openMenu();
    const nav = within(ui.getByRole('navigation', { name: 'Menu' }));
    nav.getByRole('button', { name: 'Être rappelé' }).click();
    const phone = (await nav.findByLabelText(/Votre numéro de téléphone/)) as HTMLInputElement;
    const slot = nav.getByLabelText('Quand vous rappeler') as HTMLInputElement;
    const ask = nav.getByRole('button', { name: 'Demander un rappel' });
    phone.value = '06 abc';
    ask.click();
    expect(await nav.findByText("Cette valeur n'est pas valide.")).to.exist;
    expect(phone.getAttribute('aria-invalid')).to.equal('true');
    // Tomorrow at 10:15, the visitor's time.
    const tomorrow = new Date(Date.now() + 86_400_000);
    tomorrow.setHours(10, 15, 0, 0);
    const pad = (n: number) => String(n).padStart(2, '0');
    phone.value = '06 12 34 56 78';
    slot.value = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T10:15`;
    ask.click();
    expect(await nav.findByText(/nous vous rappellerons/)).to.exist;
    const post = sent.find((s) => s.url.endsWith('/callbacks'));
    expect(post?.body).to.deep.equal({
      node: 'callback',
      phone: '06 12 34 56 78',
      slot: tomorrow.toISOString(),
    });
  });
});
