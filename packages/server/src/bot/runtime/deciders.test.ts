import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BotNode } from '@omnicanal/core/bot';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { runtimeDeciders } from './deciders.ts';

const db = {} as Kysely<DB>;
const now = new Date('2026-11-26T10:00:00Z');

describe('runtime deciders', () => {
  test('a chronos rule is asked of the schedule check with the company and the instant', async () => {
    const asked: unknown[] = [];
    const deciders = runtimeDeciders({
      db,
      companyId: 3,
      now,
      openAt: async (_db, company, calendar, at) => {
        asked.push([company, calendar, at.toISOString()]);
        return calendar === 7;
      },
    });
    assert.equal(await deciders.calendarOpen(7), true);
    assert.equal(await deciders.calendarOpen('8'), false);
    assert.deepEqual(asked, [
      [3, 7, now.toISOString()],
      [3, 8, now.toISOString()],
    ]);
  });

  test('no rule, or one that is no id, is an unknown calendar without asking the calendars', async () => {
    const asked: unknown[] = [];
    const deciders = runtimeDeciders({
      db,
      companyId: 3,
      now,
      openAt: async (_db, _company, calendar) => {
        asked.push(calendar);
        return true;
      },
    });
    for (const rule of [null, '', 'abc', -1]) assert.equal(await deciders.calendarOpen(rule), null);
    assert.deepEqual(asked, []);
  });

  test('providers answer not configured and no channel here asks a Messenger opt-in', async () => {
    const deciders = runtimeDeciders({ db, companyId: 3, now });
    const node: BotNode = { key: 'ai', action: 'job', parent: null, childs: [], tag: '1' };
    assert.deepEqual(await deciders.provider(node), { status: 'not_configured' });
    assert.equal(await deciders.optIn(node, 'web'), null);
  });
});
