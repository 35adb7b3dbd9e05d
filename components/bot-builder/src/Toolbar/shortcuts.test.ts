import { expect } from 'chai';
import { commandOf, isTextField, type KeyPress } from './shortcuts.ts';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('builder shortcuts', () => {
  const cases: [KeyPress, string | null][] = [
    [press('c', { ctrlKey: true }), 'copy'],
    [press('v', { metaKey: true }), 'paste'],
    [press('Delete'), 'delete'],
    [press('Backspace'), 'delete'],
    [press('z', { ctrlKey: true }), 'undo'],
    [press('Z', { ctrlKey: true, shiftKey: true }), 'redo'],
    [press('y', { metaKey: true }), 'redo'],
    [press('f', { ctrlKey: true }), 'search'],
    [press('s', { metaKey: true }), 'save'],
    [press('c'), null],
    [press('s', { ctrlKey: true, altKey: true }), null],
    [press('Delete', { ctrlKey: true }), null],
    [press('v', { ctrlKey: true, shiftKey: true }), null],
  ];
  for (const [key, command] of cases) {
    it(`maps ${JSON.stringify(key)} to ${command}`, () => {
      expect(commandOf(key)).to.equal(command);
    });
  }

  it('knows when the user is typing', () => {
    const make = (html: string) => {
      const box = document.createElement('div');
      box.innerHTML = html;
      return box.firstElementChild;
    };
    expect(isTextField(make('<input type="text">'))).to.equal(true);
    expect(isTextField(make('<input type="search">'))).to.equal(true);
    expect(isTextField(make('<textarea></textarea>'))).to.equal(true);
    expect(isTextField(make('<input type="checkbox">'))).to.equal(false);
    expect(isTextField(make('<button>x</button>'))).to.equal(false);
    expect(isTextField(null)).to.equal(false);
  });
});
