import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { EVENT_KEYS, eventLine, transferKind } from './events.ts';

describe('system lines: event key text to translation', () => {
  test('every event key maps to its own translation key with the author', () => {
    for (const key of EVENT_KEYS)
      assert.deepEqual(eventLine(key, { author: 'Alice' }), {
        key: `inbox:events.${key}`,
        values: { name: 'Alice' },
      });
  });

  const cases: [string, string | null, string | null][] = [
    ['session_transferred_skill', 'Sales', 'inbox:events.session_transferred_skill_to'],
    ['session_transferred_agent', 'Bruno Agent', 'inbox:events.session_transferred_agent_to'],
    ['session_transferred_skill', null, 'inbox:events.session_transferred_skill'],
    ['session_closed', 'Sales', 'inbox:events.session_closed'],
  ];
  for (const [text, target, key] of cases)
    test(`${text} with target ${target}: ${key}`, () => {
      assert.equal(eventLine(text, { author: 'Alice', target })?.key, key);
    });

  test('any other text is not system wording and is shown as sent', () => {
    for (const text of ['Bonjour', 'session_unknown', 'session_closed ', '__proto__'])
      assert.equal(eventLine(text, {}), null, text);
  });

  test('transferKind tells the two transfers apart', () => {
    assert.equal(transferKind('session_transferred_skill'), 'skill');
    assert.equal(transferKind('session_transferred_agent'), 'agent');
    assert.equal(transferKind('session_taken'), null);
  });
});
