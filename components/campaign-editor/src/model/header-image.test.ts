import assert from 'node:assert/strict';
import { test } from 'node:test';
import { headerImageProblem } from './header-image.ts';

const png = (size = 200_000) => ({ size, type: 'image/png' });

test('a header image is a JPEG or PNG of 5 MB at most, at 1.91:1 give or take 3 %', () => {
  assert.equal(headerImageProblem(png(), { width: 1910, height: 1000 }), null);
  assert.equal(headerImageProblem({ size: 1, type: 'image/jpeg' }, { width: 800, height: 419 }), null);
  assert.equal(headerImageProblem({ size: 1, type: 'image/gif' }, { width: 1910, height: 1000 }), 'type');
  assert.equal(headerImageProblem(png(6 * 1024 * 1024), { width: 1910, height: 1000 }), 'too_large');
  assert.equal(headerImageProblem(png(), null), 'unreadable');
  assert.equal(headerImageProblem(png(), { width: 1000, height: 1000 }), 'ratio');
  assert.equal(headerImageProblem(png(), { width: 1910, height: 1060 }), 'ratio');
});
