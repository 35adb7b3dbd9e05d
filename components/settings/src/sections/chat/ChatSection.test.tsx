/// <reference types="mocha" />
import { fireEvent } from '@testing-library/dom';
import { expect } from 'chai';
import { heard, listen, mountSettings, reset, serve } from '../../testing/mount.ts';

/* The web chat of a skill: pick the skill, then its live-chat and widget forms. */

const skills = [
  { id: 1, name: 'Support', auto_allocation: false, services: [] },
  { id: 2, name: 'Ventes', auto_allocation: false, services: [] },
];
const liveChat = {
  logo: 'https://cdn.example/logo.png',
  company_name: 'Demo',
  punchline: 'Bonjour',
  color: '#1f6feb',
  auto_open_delay: null,
};
const widget = {
  cta_text: '',
  force_cta_display: false,
  color: '#1f6feb',
  logo: null,
  offset_x: 0,
  offset_y: 0,
  position: 'right',
  title: '',
  subtitle: '',
  version: 2,
};

describe('<oc-settings section="chat">', () => {
  afterEach(reset);

  it('asks for a skill first; choosing one moves to its path', async () => {
    serve({ 'GET /core/skills/': [200, skills] });
    const navigations = listen('oc-navigate');
    const { screen } = await mountSettings({ section: 'chat' }, 'Paramètres du chat');
    await screen.findByText('Choisissez une compétence pour modifier son chat.');
    fireEvent.change(screen.getByRole('combobox', { name: 'Compétence' }), { target: { value: '2' } });
    expect(navigations).to.deep.equal([{ path: '/settings/chat/2' }]);
  });

  it('shows the chosen skill’s live chat and widget, and saves the widget there', async () => {
    serve({
      'GET /core/skills/': [200, skills],
      'GET /core/skills/2/live-chat': [200, liveChat],
      'GET /core/skills/2/widget': [200, widget],
      'POST /core/skills/2/widget': (request) => [200, request.body],
    });
    const { screen } = await mountSettings({ section: 'chat', item: '2' }, 'Paramètres du chat');
    await screen.findByRole('heading', { name: 'Widget' });
    const forms = await screen.findAllByRole('form');
    expect(forms.length).to.equal(2);
    const save = screen.getAllByRole('button', { name: 'Enregistrer' });
    fireEvent.click(save[1] as HTMLElement);
    await screen.findByText('Modifications enregistrées.');
    expect(heard.some((h) => h.method === 'POST' && h.path === '/core/skills/2/widget')).to.equal(true);
  });

  it('says what to do when the company has no skill', async () => {
    serve({ 'GET /core/skills/': [200, []] });
    const { screen } = await mountSettings({ section: 'chat' }, 'Paramètres du chat');
    await screen.findByText('Aucune compétence : créez-en une pour configurer son chat.');
  });
});
