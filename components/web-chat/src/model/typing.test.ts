import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TYPING_IDLE_MS, type TypingClock, TypingNotifier } from './typing.ts';

/** A hand-driven clock: `advance` moves time and runs the timers that fall due. */
function manualClock() {
  let now = 0;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 1;
  const clock: TypingClock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const timer of timers.filter((t) => t.at <= now)) {
      timers = timers.filter((t) => t !== timer);
      timer.fn();
    }
  };
  return { clock, advance };
}

describe('typing notifications', () => {
  it('sends true at once, then at most every 2 s while typing', () => {
    const { clock, advance } = manualClock();
    const sent: boolean[] = [];
    const notifier = new TypingNotifier((active) => sent.push(active), clock);
    notifier.keystroke();
    for (let i = 0; i < 10; i++) {
      advance(300);
      notifier.keystroke();
    }
    // 3 s of typing: true at 0, at 2.1 s; nothing else.
    assert.deepEqual(sent, [true, true]);
  });

  it('sends false after 3 s without a keystroke, once', () => {
    const { clock, advance } = manualClock();
    const sent: boolean[] = [];
    const notifier = new TypingNotifier((active) => sent.push(active), clock);
    notifier.keystroke();
    advance(TYPING_IDLE_MS - 1);
    assert.deepEqual(sent, [true]);
    advance(1);
    assert.deepEqual(sent, [true, false]);
    advance(10_000);
    assert.deepEqual(sent, [true, false]);
  });

  it('sends false at once when the message goes, and true again on the next keystroke', () => {
    const { clock, advance } = manualClock();
    const sent: boolean[] = [];
    const notifier = new TypingNotifier((active) => sent.push(active), clock);
    notifier.keystroke();
    advance(500);
    notifier.stop();
    notifier.stop();
    advance(100);
    notifier.keystroke();
    assert.deepEqual(sent, [true, false, true]);
  });

  it('says nothing after being disposed', () => {
    const { clock, advance } = manualClock();
    const sent: boolean[] = [];
    const notifier = new TypingNotifier((active) => sent.push(active), clock);
    notifier.keystroke();
    notifier.dispose();
    advance(TYPING_IDLE_MS * 2);
    assert.deepEqual(sent, [true]);
  });
});
