import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEFAULT_ROOM_CONFIGURATION } from '@omnicanal/api';
import { delayChoices, delayWording, toSaved } from './room-form.ts';

describe('room configuration form', () => {
  test('delays go by quarter hours over a day', () => {
    const choices = delayChoices('00:15');
    assert.equal(choices.length, 96);
    assert.deepEqual(choices.slice(0, 3), ['00:00', '00:15', '00:30']);
    assert.equal(choices.at(-1), '23:45');
  });

  test('a saved delay between two steps stays offered, in order', () => {
    const choices = delayChoices('00:10');
    assert.equal(choices.length, 97);
    assert.deepEqual(choices.slice(0, 3), ['00:00', '00:10', '00:15']);
    assert.equal(delayChoices('nonsense').length, 96);
  });

  const wordings: [Parameters<typeof delayWording>[0], string, string, number][] = [
    ['late', '00:01', 'settings-account:rooms.minutes', 1],
    ['late', '01:30', 'settings-account:rooms.minutes', 90],
    ['requeue', '00:15', 'settings-account:rooms.minutes', 15],
    ['auto_close', '01:00', 'settings-account:rooms.hours', 1],
    ['auto_close', '05:00', 'settings-account:rooms.hours', 5],
    ['auto_close', '01:45', 'settings-account:rooms.minutes', 105],
    ['auto_close', '00:00', 'settings-account:rooms.minutes', 0],
  ];
  for (const [timer, delay, key, count] of wordings)
    test(`${timer} ${delay} reads as ${key} ${count}`, () => {
      assert.deepEqual(delayWording(timer, delay), { key, count });
    });

  test('a blank automatic message is sent as none', () => {
    const config = {
      ...DEFAULT_ROOM_CONFIGURATION,
      auto_close: { enabled: true, delay: '01:00', message: '  ' },
    };
    assert.equal(toSaved(config).auto_close.message, null);
    const kept = { ...config, auto_close: { ...config.auto_close, message: ' Au revoir ' } };
    assert.equal(toSaved(kept).auto_close.message, 'Au revoir');
  });
});
