/// <reference types="mocha" />
import { type BotNode, WHATSAPP_MESSAGES } from '@omnicanal/core/bot';
import { i18n, loadNamespaces } from '@omnicanal/i18n';
import { setLocale } from '@omnicanal/stores';
import { expect } from 'chai';
import { actionLabel, excerpt, nodeName, problemText, type Translate } from './labels.ts';

const t: Translate = (key, values) => i18n.t(key, { ...values, lng: 'fr' }) as string;

const node = (extra: Partial<BotNode>): BotNode =>
  ({ key: 'k', parent: null, childs: [], tag: '3', action: 'image', ...extra }) as BotNode;

/** Every message key the panels may be asked to put into words. */
const PROBLEM_KEYS = [
  ...['custom-tag-not-unique', 'url-invalid', 'variable-unknown', 'custom-label-not-unique'],
  ...['unknown-node', 'unknown-target', 'drop-on-itself', 'cannot-be-root', 'already-connected', 'cycle'],
  ...['chronos-output-parent', 'input-output-parent', 'input-one-error', 'optin-output-parent'],
  ...['output-parent', 'button-parent', 'button-children', 'no-children', 'load-balancer-children'],
  ...['one-kind-of-child', 'dialogflow-children', 'ravana-children', 'whatsapp-too-many-choices'],
  ...['input-needs-check', 'input-needs-error', 'button-needs-choices', 'broken-link', 'unknown-root'],
  ...['structure', 'validation', 'whatsapp', 'dead-end', 'unreachable', 'broken-jump', 'weights'],
  ...Object.values(WHATSAPP_MESSAGES),
];

describe('labels', () => {
  before(async () => {
    setLocale('fr');
    await loadNamespaces(['bot-forms']);
  });

  it('names actions with the French labels of the builder', () => {
    expect(actionLabel(t, 'button')).to.equal('Boutons');
    expect(actionLabel(t, 'routing_load_balancer')).to.equal('Répartition de charge');
    expect(actionLabel(t, 'console')).to.equal('Transfert à un conseiller');
  });

  it('names a node by action and tag, with its text or title cut to 40 characters', () => {
    expect(nodeName(t, node({}))).to.equal('Image 3');
    expect(
      nodeName(t, node({ action: 'button', txt: 'Bonjour, que souhaitez-vous ?' } as Partial<BotNode>)),
    ).to.equal('Boutons 3 — Bonjour, que souhaitez-vous ?');
    const choice = node({ action: 'choice', data: { title: 'Oui' } } as Partial<BotNode>);
    expect(nodeName(t, choice)).to.equal('Choix 3 — Oui');
    const long = nodeName(t, node({ txt: `Un texte\nqui ${'dépasse '.repeat(10)}` }));
    expect([...long.split(' — ')[1]!]).to.have.length(40);
    expect(long.endsWith('…')).to.equal(true);
  });

  it('keeps short texts whole and counts characters as the user sees them', () => {
    expect(excerpt('  deux   espaces ')).to.equal('deux espaces');
    expect([...excerpt('😀'.repeat(50))]).to.have.length(40);
  });

  it('puts every validator, structure, lint and WhatsApp key into a sentence', () => {
    for (const key of PROBLEM_KEYS) {
      const text = problemText(t, key);
      expect(text, key).to.not.contain('problème (');
      expect(text, key).to.match(/\.$/);
    }
    expect(problemText(t, 'diagram.actions.forms.button.title.error-too-long-20-msg')).to.equal(
      'Le titre ne doit pas dépasser 20 caractères.',
    );
  });

  it('shows an unknown key as a generic sentence rather than the raw key alone', () => {
    expect(problemText(t, 'something-new')).to.equal('Ce nœud présente un problème (something-new).');
  });

  it('falls back to this namespace for a key namespaced elsewhere', () => {
    expect(problemText(t, 'bot-builder:lint.dead-end')).to.equal(problemText(t, 'dead-end'));
  });
});
