import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { analyzeSources } from '../../../scripts/manifest/generate.mjs';

// What the manifest generator reads from an element written the house way: the common contract
// from elementClass, the tag from registerElement, event details from OcEventMap.
const FACTORY = {
  path: '../element/defineElement.ts',
  text: `export function elementClass(component, options) {
  /**
   * @attr {string} [api-base=/api] - where the API is
   */
  return class OmnicanalElement extends Base {
    declare apiBase: string | undefined;
    /** Bearer token. */
    get token(): string | null { return null; }
    set token(value: string | null) {}
  };
}
export interface OcEventMap {
  'oc-navigate': { path: string };
}`,
};

const element = (fires: string) => ({
  path: 'src/OcCard.ts',
  text: `import { elementClass } from '@omnicanal/element';
/**
 * @summary A card.
 * @attr {string} card-id - the card to show
 * @fires oc-card-open - the card was opened
 * @fires ${fires} - somewhere else
 * @csspart body - the card's body
 */
export class OcCard extends elementClass(Card, { attributes: ['cardId'] }) {
  /** The card-id attribute. */
  declare cardId: string | undefined;
}`,
});

const EVENTS = {
  path: 'src/events.ts',
  text: `declare module '@omnicanal/element' {
  interface OcEventMap {
    /** The card was opened. */
    'oc-card-open': { card: Card };
  }
}`,
};

const DEFINE = {
  path: 'src/define.ts',
  text: `import { OcCard } from './OcCard.ts';
registerElement('oc-card', OcCard);`,
};

describe('the element manifest plugin', () => {
  test('describes a React-built element from its class, its events.ts and its registration', () => {
    const manifest = analyzeSources([FACTORY, element('oc-navigate'), EVENTS, DEFINE]);
    assert.deepEqual(
      manifest.modules.map((module) => module.path),
      ['src/OcCard.ts', 'src/define.ts'],
      'only the modules of the package that declare or define an element',
    );
    const card = manifest.modules[0]?.declarations[0];
    assert.equal(card?.tagName, 'oc-card');
    assert.deepEqual(
      card?.attributes?.map((a) => [a.name, a.fieldName, a.default]),
      [
        ['card-id', 'cardId', undefined],
        ['api-base', 'apiBase', '/api'],
      ],
    );
    assert.ok(card?.members?.some((member) => member.name === 'token'));
    assert.deepEqual(
      card?.events?.map((event) => [event.name, event.type?.text]),
      [
        ['oc-card-open', 'CustomEvent<{ card: Card }>'],
        ['oc-navigate', 'CustomEvent<{ path: string }>'],
      ],
    );
    assert.deepEqual(manifest.modules[1]?.exports, [
      {
        kind: 'custom-element-definition',
        name: 'oc-card',
        declaration: { name: 'OcCard', module: 'src/OcCard.ts' },
      },
    ]);
  });

  test('refuses an event that OcEventMap does not declare', () => {
    assert.throws(
      () => analyzeSources([FACTORY, element('oc-card-close'), EVENTS, DEFINE]),
      /fires oc-card-close, which OcEventMap does not declare/,
    );
  });

  test('refuses an element class that nothing registers', () => {
    assert.throws(
      () => analyzeSources([FACTORY, element('oc-navigate'), EVENTS]),
      /class OcCard is never registered/,
    );
  });
});
