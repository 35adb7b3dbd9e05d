import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { $detailPanel, defaultPanel, parsePanel, setPanelHidden, toggleSection } from './panel.ts';

describe('detail panel state', () => {
  test('spec 000 §4 defaults: general, history, satisfaction and note open; files closed', () => {
    assert.deepEqual(defaultPanel(), {
      hidden: false,
      open: { general: true, history: true, satisfaction: true, note: true, files: false },
    });
  });

  const cases: [string, string | null, Partial<ReturnType<typeof defaultPanel>>][] = [
    ['nothing stored', null, {}],
    ['not JSON', '{oops', {}],
    ['not an object', '"hidden"', {}],
    ['hidden kept', '{"hidden":true}', { hidden: true }],
    [
      'wrong types ignored',
      '{"hidden":"yes","open":{"files":1,"note":false}}',
      { open: { ...defaultPanel().open, note: false } },
    ],
    [
      'unknown sections ignored',
      '{"open":{"files":true,"other":true}}',
      { open: { ...defaultPanel().open, files: true } },
    ],
  ];
  for (const [name, stored, expected] of cases)
    test(`parsePanel: ${name}`, () =>
      assert.deepEqual(parsePanel(stored), { ...defaultPanel(), ...expected }));

  test('toggling a section and hiding the panel change the store', () => {
    $detailPanel.set(defaultPanel());
    toggleSection('files');
    toggleSection('general');
    setPanelHidden(true);
    assert.deepEqual($detailPanel.get(), {
      hidden: true,
      open: { general: false, history: true, satisfaction: true, note: true, files: true },
    });
  });
});
