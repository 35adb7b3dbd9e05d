import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { resumePlan } from './resume.ts';

describe('after a resume: replay or reload, never both', () => {
  test('a replay of everything missed patches what is loaded', () => {
    assert.equal(resumePlan({ loaded: true, truncated: false }), 'replay');
  });
  test('more missed than the server replays: the lists are reloaded', () => {
    assert.equal(resumePlan({ loaded: true, truncated: true }), 'reload');
  });
  test('nothing loaded yet (first connection of an identity): load', () => {
    assert.equal(resumePlan({ loaded: false, truncated: false }), 'reload');
  });
});
