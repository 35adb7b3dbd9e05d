import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import * as v from 'valibot';
import { createHttpClient } from '../http.ts';
import { WebivrNodeInput, WebivrVersionInput } from '../schemas/webivr.ts';
import { applyWebivrSnapshot, fetchWebivrNodes, pasteWebivrNode } from './webivr.ts';
import { saveWebivrForm } from './webivr-content.ts';

/** A client over `/api/webivr` answering every call with `status` and `body`, recording the calls. */
function client(status: number, body: unknown) {
  const calls: [string, string, string | undefined][] = [];
  const http = createHttpClient({
    base: () => '/api/webivr',
    token: () => 'secret',
    fetchImpl: (async (url: string, init: RequestInit = {}) => {
      calls.push([init.method ?? 'GET', url, init.body as string | undefined]);
      return new Response(JSON.stringify(body), { status });
    }) as typeof fetch,
  });
  return { http, calls };
}

const TREE = '7d7f3c3e-2b1a-4c8e-9f1e-2a3b4c5d6e7f';
const NODE = '1d7f3c3e-2b1a-4c8e-9f1e-2a3b4c5d6e7f';

describe('web IVR calls (spec 001 §7)', () => {
  test('the unvalidated nodes are asked with validated=false', async () => {
    const { http, calls } = client(200, []);
    await fetchWebivrNodes(http, 3, { validated: false });
    assert.deepEqual(calls, [['GET', '/api/webivr/accounts/3/nodes?validated=false', undefined]]);
  });

  test('paste sends account_id, node_id and replace', async () => {
    const { http, calls } = client(200, { node: NODE, nodes: [] });
    await pasteWebivrNode(http, 3, NODE, { account_id: 4, node_id: NODE, version_id: null, replace: true });
    assert.equal(calls[0]?.[1], `/api/webivr/accounts/3/nodes/${NODE}/paste`);
    assert.deepEqual(JSON.parse(calls[0]?.[2] ?? '{}'), {
      account_id: 4,
      node_id: NODE,
      version_id: null,
      replace: true,
    });
  });

  test('undo with nothing to undo fails with the spec code', async () => {
    const { http } = client(400, { error: 'no_previous_snapshot_found', detail: 'Nothing to undo.' });
    await assert.rejects(applyWebivrSnapshot(http, 3, 'previous'), /no_previous_snapshot_found/);
  });
});

describe('web IVR payloads', () => {
  test('a node is checked per action kind: an http(s) link passes, a script link does not', () => {
    const base = { tree: TREE, parent: NODE, label: 'Site' };
    const ok = v.safeParse(WebivrNodeInput, { ...base, action: 'uri', data: { url: 'https://exemple.fr' } });
    assert.ok(ok.success);
    assert.deepEqual(ok.output, {
      ...base,
      validated: false,
      action: 'uri',
      data: { url: 'https://exemple.fr' },
    });
    const bad = v.safeParse(WebivrNodeInput, {
      ...base,
      action: 'uri',
      data: { url: 'javascript:alert(1)' },
    });
    assert.equal(bad.success, false);
    assert.equal(v.safeParse(WebivrNodeInput, { ...base, action: 'nope' }).success, false);
  });

  test('a new working version comes from a template or a version, not both', () => {
    assert.ok(v.safeParse(WebivrVersionInput, { template_id: 2 }).success);
    assert.equal(v.safeParse(WebivrVersionInput, { template_id: 2, version_id: 3 }).success, false);
  });
});

describe('web IVR form calls', () => {
  test('a form is sent with its notification emails comma-joined, to the collection then the item', async () => {
    const { http, calls } = client(200, {});
    const input = {
      label: 'Contact',
      skill: null,
      notification_emails: ['a@exemple.fr', 'b@exemple.fr'],
      button_label: '',
      api_url: '',
      api_method: 'POST' as const,
      api_headers: {},
      api_body: '',
      fields: [],
    };
    await saveWebivrForm(http, null, input).catch(() => undefined);
    await saveWebivrForm(http, 4, input).catch(() => undefined);
    assert.deepEqual(
      calls.map(([method, url]) => [method, url]),
      [
        ['POST', '/api/webivr/forms'],
        ['POST', '/api/webivr/forms/4'],
      ],
    );
    assert.equal(JSON.parse(calls[0]?.[2] ?? '{}').notification_emails, 'a@exemple.fr,b@exemple.fr');
  });
});
