import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  PLACE_PICK_EVENT,
  type PlacePickDetail,
  PlacePickerUnavailableError,
  pagePlacePicker,
} from './page-picker.ts';

describe('pagePlacePicker (spec 000 §2, modal action gbm-place)', () => {
  test('asks the page with the current place id and resolves with its answer', async () => {
    const page = new EventTarget();
    const asked: string[] = [];
    page.addEventListener(PLACE_PICK_EVENT, (event) => {
      event.preventDefault();
      const detail = (event as CustomEvent<PlacePickDetail>).detail;
      asked.push(detail.current);
      detail.respond({ id: 'ChIJ-shop', name: 'La Boutique' });
      detail.respond({ id: 'ignored', name: 'second answer' });
    });
    assert.deepEqual(await pagePlacePicker(page).pick('ChIJ-old'), { id: 'ChIJ-shop', name: 'La Boutique' });
    assert.deepEqual(asked, ['ChIJ-old']);
  });

  test('resolves null when the picker closes without a choice', async () => {
    const page = new EventTarget();
    page.addEventListener(PLACE_PICK_EVENT, (event) => {
      event.preventDefault();
      (event as CustomEvent<PlacePickDetail>).detail.respond(null);
    });
    assert.equal(await pagePlacePicker(page).pick(''), null);
  });

  test('rejects when no page answers', async () => {
    await assert.rejects(pagePlacePicker(new EventTarget()).pick(''), PlacePickerUnavailableError);
  });
});
