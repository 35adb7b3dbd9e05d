import assert from 'node:assert/strict';
import { test } from 'node:test';
import { staleFiles } from '../../../scripts/manifest.mjs';

// Each element's custom-elements.json, README tables, jsx.d.ts and vue.d.ts are generated from its
// class's TSDoc and committed (IDEs, partners and `tsc` read them without a build). A change to a
// class, an events.ts or a README's tables by hand makes them disagree: this says which.
test('the committed element manifests, README tables and typings match the element classes', () => {
  assert.deepEqual(staleFiles(), [], 'run `npm run build:manifest` and commit the result');
});
