import assert from 'node:assert/strict';
import { afterEach, describe, mock, test } from 'node:test';
import { $typing, createTypingNotifier, resetTyping, visitorStoppedTyping, visitorTyping } from './typing.ts';

describe('typing', () => {
  afterEach(() => {
    resetTyping();
    mock.timers.reset();
  });

  test("a visitor's typing shows per room and lapses after 6 s without news", () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    visitorTyping('room-a', true);
    assert.deepEqual($typing.get(), { 'room-a': true });
    mock.timers.tick(5_000);
    visitorTyping('room-a', true);
    mock.timers.tick(5_000);
    assert.equal($typing.get()['room-a'], true, 'renewed by the second event');
    mock.timers.tick(1_000);
    assert.deepEqual($typing.get(), {});
  });

  test('active false or a message ends it at once', () => {
    visitorTyping('room-a', true);
    visitorTyping('room-b', true);
    visitorTyping('room-a', false);
    visitorStoppedTyping('room-b');
    assert.deepEqual($typing.get(), {});
  });

  test("the agent's typing: at most every 2 s while typing, false after 3 s idle", () => {
    mock.timers.enable({ apis: ['setTimeout', 'Date'] });
    const sent: boolean[] = [];
    const notifier = createTypingNotifier((active) => sent.push(active));
    notifier.keystroke();
    mock.timers.tick(500);
    notifier.keystroke();
    mock.timers.tick(1_000);
    notifier.keystroke();
    assert.deepEqual(sent, [true]);
    mock.timers.tick(600);
    notifier.keystroke();
    assert.deepEqual(sent, [true, true]);
    mock.timers.tick(3_000);
    assert.deepEqual(sent, [true, true, false]);
  });

  test('stopping sends false once, and only after a true', () => {
    const sent: boolean[] = [];
    const notifier = createTypingNotifier((active) => sent.push(active));
    notifier.stop();
    notifier.keystroke();
    notifier.stop();
    notifier.stop();
    assert.deepEqual(sent, [true, false]);
  });
});
