/// <reference types="mocha" />
import { setToken, setUser } from '@omnicanal/stores';
import { within } from '@testing-library/dom';
import { expect } from 'chai';
import { heard, reset, serve, userOf } from './testing/mount.ts';

/* The element's frame: who may open which screen, told before any call is made. */

async function refusal(attributes: Record<string, string>, role: Parameters<typeof userOf>[0]) {
  serve({});
  setToken('test-token', { persist: false });
  setUser(userOf(role));
  const element = document.createElement('oc-webivr-builder');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  const screen = within(element.shadowRoot as unknown as HTMLElement);
  return (await screen.findByRole('alert')).textContent ?? '';
}

describe('<oc-webivr-builder> frame', () => {
  afterEach(reset);

  it('tells an agent the list is not theirs, and calls nothing', async () => {
    expect(await refusal({ view: 'accounts' }, 'agent')).to.contain("n'avez pas accès");
    expect(heard.length).to.equal(0);
  });

  it("keeps a web IVR's own form to admins (spec 000 §2)", async () => {
    expect(await refusal({ view: 'account' }, 'manager')).to.contain("n'avez pas accès");
    expect(heard.length).to.equal(0);
  });

  it('says so when the builder is opened without a valid account', async () => {
    expect(await refusal({ view: 'builder', 'account-id': 'x', 'version-id': '1' }, 'manager')).to.contain(
      "n'existe pas",
    );
  });

  it('names an unknown screen', async () => {
    expect(await refusal({ view: 'reports' }, 'manager')).to.contain("n'existe pas");
  });
});
