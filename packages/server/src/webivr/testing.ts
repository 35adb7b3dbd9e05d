import assert from 'node:assert/strict';
import { crc32, inflateRawSync } from 'node:zlib';
import type { WebivrAccount, WebivrNode, WebivrTree } from '@omnicanal/api';
import { api, type TestServer } from '../test/helpers.ts';

/*
 * Helpers of the web IVR's server tests: calls as a demo user, and a small valid menu
 * (a page offering a choice that opens a FAQ).
 */

export type Call = (
  path: string,
  init?: { method?: string; body?: unknown; who?: string },
) => Promise<{ status: number; body: Record<string, unknown> }>;

/** Calls `/api/webivr<path>` as `who` (a demo user signed in into `tokens`). */
export const caller =
  (server: TestServer, tokens: Record<string, string>): Call =>
  (path, init = {}) =>
    api(server.url, `/api/webivr${path}`, {
      method: init.method,
      body: init.body,
      token: tokens[init.who ?? 'manager'],
    });

/** A new web IVR on `skill`, made by the admin. */
export async function newAccount(
  call: Call,
  skill: number,
  label = 'Accueil client',
): Promise<WebivrAccount> {
  const { status, body } = await call('/accounts', { body: { label, skill }, who: 'admin' });
  if (status !== 200) throw new Error(`account: ${status} ${JSON.stringify(body)}`);
  return body as unknown as WebivrAccount;
}

export interface SmallMenu {
  tree: WebivrTree;
  page: WebivrNode;
  choice: WebivrNode;
  faq: WebivrNode;
}

/** Tree "Principal": page "Bienvenue" > choice "Horaires" > faq, on a new FAQ (validated, publishable). */
export async function smallMenu(call: Call, account: number): Promise<SmallMenu> {
  const ok = (r: { status: number; body: Record<string, unknown> }) => {
    if (r.status !== 200) throw new Error(`menu: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body as never;
  };
  const tree: WebivrTree = ok(await call(`/accounts/${account}/trees`, { body: { label: 'Principal' } }));
  const node = async (parent: string | null, action: string, label: string, data = {}) =>
    ok(
      await call(`/accounts/${account}/nodes`, {
        body: { tree: tree.id, parent, action, label, data, validated: true },
      }),
    ) as WebivrNode;
  const faqId = (
    ok(await call('/faqs', { body: { label: 'Horaires', content: 'De 9 h à 18 h.' } })) as { id: number }
  ).id;
  const page = await node(null, 'page', 'Bienvenue');
  const choice = await node(page.id, 'choice', 'Horaires');
  const faq = await node(choice.id, 'faq', 'Nos horaires', { faq_id: faqId });
  return { tree, page, choice, faq };
}

/** The files of a zip archive, read through its central directory (checking each CRC). */
export function unzip(archive: Buffer): Map<string, string> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    assert.equal(archive.readUInt32LE(at), 0x02014b50);
    const crc = archive.readUInt32LE(at + 16);
    const size = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const offset = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const localName = archive.readUInt16LE(offset + 26);
    const start = offset + 30 + localName + archive.readUInt16LE(offset + 28);
    const data = inflateRawSync(archive.subarray(start, start + size));
    assert.equal(crc32(data), crc, name);
    files.set(name, data.toString('utf8'));
    at += 46 + nameLength;
  }
  return files;
}
