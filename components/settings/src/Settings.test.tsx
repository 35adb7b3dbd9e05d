/// <reference types="mocha" />
import { setToken, setUser } from '@omnicanal/stores';
import { within } from '@testing-library/dom';
import { expect } from 'chai';
import { heard, mountSettings, reset, serve, userOf } from './testing/mount.ts';

/*
 * The element's own guard: a partner page may mount any section, so a role below the section's
 * threshold sees the refusal and the element calls nothing.
 */
describe('<oc-settings>', () => {
  afterEach(reset);

  it('refuses a section above the role, without a call', async () => {
    serve({});
    setToken('t', { persist: false });
    setUser(userOf('agent'));
    const element = document.createElement('oc-settings');
    element.setAttribute('section', 'agents');
    document.body.append(element);
    const alert = await within(element.shadowRoot as unknown as HTMLElement).findByRole('alert');
    expect(alert.textContent).to.equal("Vous n'avez pas les droits nécessaires.");
    expect(heard).to.deep.equal([]);
  });

  it('says so for a section that does not exist', async () => {
    serve({});
    setToken('t', { persist: false });
    setUser(userOf('owner'));
    const element = document.createElement('oc-settings');
    element.setAttribute('section', 'billing');
    document.body.append(element);
    const alert = await within(element.shadowRoot as unknown as HTMLElement).findByRole('alert');
    expect(alert.textContent).to.equal("Cette page de paramètres n'existe pas.");
  });

  it('shows the section a manager may open', async () => {
    serve({ 'GET /core/settings/agents/': [200, { results: [], count: 0 }] });
    const { screen } = await mountSettings({ section: 'agents' }, 'Utilisateurs', userOf('manager'));
    expect(screen.queryByRole('alert')).to.equal(null);
  });
});
