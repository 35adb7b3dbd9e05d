import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  ctaShown,
  DEFAULT_LOOK,
  hostProperties,
  needsExtras,
  onAccent,
  safeColor,
  toWidgetLook,
} from './look.ts';
import { availabilityMessage, initials, safeLogo, toPanelLook } from './panel-look.ts';

const API = 'https://chat.example/api';

const answer = (appearance: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  skill: { id: 1, name: 'Support' },
  availability: 'offline',
  appearance: { ...DEFAULT_LOOK, color: '#ff7a00', title: 'Aide', ...appearance },
  messages: {
    welcome: 'Bonjour !',
    offline: 'Nous sommes fermés.',
    online: '',
    waiting: '',
    full: '',
    pause: '',
    takeover: '',
  },
  ...extra,
});

describe('widget looks', () => {
  test('only hex colours become the accent', () => {
    assert.equal(safeColor('#FF7A00'), '#ff7a00');
    assert.equal(safeColor('#abc'), '#abc');
    for (const bad of ['red', '#ff7a0', 'url(x)', '#ff7a00; background: url(x)', 'var(--x)', 12, null])
      assert.equal(safeColor(bad), null, String(bad));
  });

  test('a logo is an http(s) address; a relative one is served by the API origin; data: and scripts are refused', () => {
    assert.equal(safeLogo('https://cdn.example/logo.png', API), 'https://cdn.example/logo.png');
    assert.equal(safeLogo('/api/uploads/files/abc', API), 'https://chat.example/api/uploads/files/abc');
    assert.equal(safeLogo('data:image/png;base64,AAAA', API), null);
    assert.equal(safeLogo('javascript:alert(1)', API), null);
    assert.equal(safeLogo('', API), null);
    assert.equal(safeLogo(null, API), null);
  });

  test('text on the accent stays readable: dark on orange, white on blue', () => {
    assert.equal(onAccent('#ff7a00'), '#1d2330');
    assert.equal(onAccent('#1f5fbf'), '#fff');
    assert.equal(onAccent('#fff'), '#1d2330');
  });

  test('an answer is applied field by field; what is wrong falls back to the defaults', () => {
    const read = toWidgetLook(
      answer({
        offset_x: -5,
        offset_y: 99999,
        version: 7,
        position: 'top',
        color: 'red',
        auto_open_delay: -1,
      }),
    );
    assert.ok(read);
    assert.equal(read.skill, 1);
    assert.deepEqual(read.look, { ...DEFAULT_LOOK, offset_y: 2000 });
    assert.equal(toWidgetLook('nope'), null);
    assert.deepEqual(toWidgetLook({})?.look, DEFAULT_LOOK);
    assert.deepEqual(toWidgetLook(answer({ version: 1, position: 'left', auto_open_delay: 5 }))?.look, {
      ...DEFAULT_LOOK,
      color: '#ff7a00',
      version: 1,
      position: 'left',
      auto_open_delay: 5,
    });
  });

  test("the panel's texts and flags are checked", () => {
    const panel = toPanelLook(answer({ title: 42, ask_email: 1 }));
    assert.equal(panel.title, '');
    assert.equal(panel.ask_email, false);
    assert.equal(toPanelLook(answer({ ask_email: true })).ask_email, true);
    assert.equal(toPanelLook(answer()).title, 'Aide');
    assert.equal(toPanelLook(answer()).messages.welcome, 'Bonjour !');
    assert.equal(toPanelLook(null).messages.welcome, '');
  });

  test("the skill's message for its availability shows under the header", () => {
    assert.equal(availabilityMessage(toPanelLook(answer())), 'Nous sommes fermés.');
    assert.equal(availabilityMessage(toPanelLook(answer({}, { availability: 'online' }))), '');
    assert.equal(availabilityMessage(toPanelLook(answer({}, { availability: 'gone' }))), '');
  });

  test('the call to action: after its moment or at once when forced, never once dismissed or open, never empty', () => {
    const look = { ...DEFAULT_LOOK, cta_text: 'Une question ?' };
    assert.equal(ctaShown(look, { open: false, dismissed: false, due: false }), false);
    assert.equal(ctaShown(look, { open: false, dismissed: false, due: true }), true);
    assert.equal(
      ctaShown({ ...look, force_cta_display: true }, { open: false, dismissed: false, due: false }),
      true,
    );
    assert.equal(ctaShown(look, { open: true, dismissed: false, due: true }), false);
    assert.equal(ctaShown(look, { open: false, dismissed: true, due: true }), false);
    assert.equal(ctaShown(DEFAULT_LOOK, { open: false, dismissed: false, due: true }), false);
  });

  test('the host gets the accent, its text colour and the launcher shift; nothing when unset', () => {
    assert.deepEqual(hostProperties({ ...DEFAULT_LOOK, color: '#ff7a00', offset_x: 20, offset_y: 0 }), {
      '--oc-web-chat-accent': '#ff7a00',
      '--oc-web-chat-on-accent': '#1d2330',
      '--_shift-x': '20px',
      '--_shift-y': null,
    });
    assert.deepEqual(Object.values(hostProperties(DEFAULT_LOOK)), [null, null, null, null]);
  });

  test("the header's parts are read as text and flags; only a real true turns a flag on", () => {
    const panel = toPanelLook(
      answer({
        company_name: ' Démo SA ',
        punchline: 'Là pour vous',
        logo: 'https://x/l.png',
        powered_by: 'yes',
      }),
    );
    assert.equal(panel.company_name, 'Démo SA');
    assert.equal(panel.punchline, 'Là pour vous');
    assert.equal(panel.logo, 'https://x/l.png');
    assert.equal(panel.powered_by, false);
    assert.equal(toPanelLook(answer({ powered_by: true, show_agents: true })).show_agents, true);
  });

  test('an agent without a picture is shown by the initials of their name', () => {
    assert.equal(initials('Léa Martin'), 'LM');
    assert.equal(initials('  jean  paul  sartre '), 'JS');
    assert.equal(initials('Zoé'), 'Z');
    assert.equal(initials(''), '');
  });

  test('the launcher loads its extras only for a call to action, version 1 or an auto-open', () => {
    assert.equal(needsExtras(DEFAULT_LOOK), false);
    assert.equal(needsExtras({ ...DEFAULT_LOOK, cta_text: 'Bonjour' }), true);
    assert.equal(needsExtras({ ...DEFAULT_LOOK, version: 1 }), true);
    assert.equal(needsExtras({ ...DEFAULT_LOOK, auto_open_delay: 10 }), true);
  });
});
