import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PREVIEW_APPEARANCE, previewWidget } from './preview-widget.ts';

describe('the live preview configuration', () => {
  test("later parts win: the saved settings under the form's unsaved values", () => {
    const saved = { company_name: 'Démo SA', color: '#1f6feb', title: 'Support' };
    const typed = { title: 'Une question ?', position: 'left' };
    const { appearance } = previewWidget(saved, typed);
    assert.equal(appearance.title, 'Une question ?');
    assert.equal(appearance.company_name, 'Démo SA');
    assert.equal(appearance.position, 'left');
    assert.equal(appearance.version, PREVIEW_APPEARANCE.version);
  });

  test('an empty logo is no logo, and the preview speaks for no real skill', () => {
    const widget = previewWidget({ logo: '' });
    assert.equal(widget.appearance.logo, null);
    assert.equal(widget.skill.id, 0);
    assert.equal(widget.messages.welcome, '');
  });
});
