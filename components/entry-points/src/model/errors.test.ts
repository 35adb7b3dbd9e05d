import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ApiRequestError } from '@omnicanal/api';
import { splitErrors } from './errors.ts';

const t = (key: string) => `«${key}»`;

test('row errors are taken out and worded; the rest stays for the form, this area’s words as sentences', () => {
  const error = new ApiRequestError({
    status: 400,
    code: 'invalid_payload',
    fields: {
      type: ['type_locked'],
      name: ['required'],
      'trees.0.tree_identifier': ['unknown_tree'],
      'trees.1.tree_identifier': ['required'],
      trees: ['one_tree_per_channel'],
    },
    general: [],
  });
  const split = splitErrors(error, ['trees'], t);
  assert.deepEqual(split.rows, {
    'trees.0.tree_identifier': ['«entry-points:errors.unknown_tree»'],
    'trees.1.tree_identifier': ['«form:errors.required»'],
    trees: ['«entry-points:errors.one_tree_per_channel»'],
  });
  assert.ok(split.rest instanceof ApiRequestError);
  assert.deepEqual(split.rest.error.fields, {
    type: ['«entry-points:errors.type_locked»'],
    name: ['required'],
  });
  assert.equal(split.rest.error.code, 'invalid_payload');
});

test('an error on one item of a list field is shown under the list, once per message', () => {
  const error = new ApiRequestError({
    status: 400,
    code: 'invalid_payload',
    fields: {
      'website_domains.0': ['invalid_origin'],
      'website_domains.2': ['invalid_origin'],
      'ip_allowlist.1': ['invalid_ip'],
    },
    general: [],
  });
  const split = splitErrors(error, ['trees'], t);
  assert.ok(split.rest instanceof ApiRequestError);
  assert.deepEqual(split.rest.error.fields, {
    website_domains: ['«entry-points:errors.invalid_origin»'],
    ip_allowlist: ['«entry-points:errors.invalid_ip»'],
  });
});

test('anything else than a server answer is left as it is', () => {
  const failure = new TypeError('offline');
  assert.equal(splitErrors(failure, ['trees'], t).rest, failure);
});
