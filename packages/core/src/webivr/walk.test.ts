import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { linkHref, type WalkNode, WebivrMenuWalker } from './walk.ts';

let position = 0;
const n = (
  id: string,
  parent: string | null,
  action: WalkNode['action'],
  data = {},
  tree = 't',
): WalkNode => ({
  id,
  tree,
  parent,
  position: position++,
  action,
  label: id,
  data,
});

const menu = new WebivrMenuWalker([
  n('home', null, 'page'),
  n('hours', 'home', 'choice'),
  n('faq', 'hours', 'faq', { faq_id: 3 }),
  n('site', 'home', 'uri', { url: 'https://exemple.fr/a' }),
  n('evil', 'home', 'uri', { url: 'javascript:alert(1)' }),
  n('contact', 'home', 'choice'),
  n('form', 'contact', 'form', { form_id: 5 }),
  n('sent', 'form', 'form_output', { outcome: 'sent' }),
  n('thanks', 'sent', 'page'),
  n('failed', 'form', 'form_output', { outcome: 'failed' }),
  n('chat', 'failed', 'messaging'),
  n('other', 'home', 'choice'),
  n('jump', 'other', 'to_tree', { tree_id: 'u' }),
  n('second', null, 'page', {}, 'u'),
  n('loop', 'home', 'choice'),
  n('back', 'loop', 'to_tree', { tree_id: 't' }),
  n('open', 'home', 'choice'),
  n('cal', 'open', 'routing', { calendar_id: 1 }),
  n('yes', 'cal', 'routing_output', { open: true }),
  n('agent', 'yes', 'messaging'),
  n('no', 'cal', 'routing_output', { open: false }),
  n('later', 'no', 'callback'),
]);

describe('web IVR walker', () => {
  test('a page shows its items in order; a link that is not http(s) is not shown', () => {
    assert.deepEqual(
      menu.start('t')?.items.map((item) => [item.kind, item.node]),
      [
        ['choice', 'hours'],
        ['link', 'site'],
        ['choice', 'contact'],
        ['choice', 'other'],
        ['choice', 'loop'],
        ['choice', 'open'],
      ],
    );
    assert.equal(menu.screen('hours'), null);
  });

  test('a choice leads to what follows it; a jump to the first page of its tree', () => {
    assert.deepEqual(menu.follow('hours'), {
      kind: 'item',
      item: { kind: 'faq', node: 'faq', label: 'faq', faq: 3 },
    });
    const jump = menu.follow('other');
    assert.equal(jump.kind === 'screen' && jump.screen.page, 'second');
  });

  test('a form goes on through the output of its result; a calendar through open or closed', () => {
    const sent = menu.follow('form', { form: 'sent' });
    assert.equal(sent.kind === 'screen' && sent.screen.page, 'thanks');
    assert.deepEqual(menu.follow('form', { form: 'failed' }), {
      kind: 'item',
      item: { kind: 'messaging', node: 'chat', label: 'chat' },
    });
    assert.equal(menu.follow('contact').kind, 'item');
    assert.deepEqual(menu.follow('open', { open: false }), {
      kind: 'item',
      item: { kind: 'callback', node: 'later', label: 'later' },
    });
    assert.equal(menu.follow('open', { open: true }).kind, 'item');
  });

  test('a jump back to the page it starts from shows it again; an unknown node ends the walk', () => {
    const back = menu.follow('loop');
    assert.equal(back.kind === 'screen' && back.screen.page, 'home');
    assert.deepEqual(menu.follow('nope'), { kind: 'end' });
  });

  test('only http(s), tel and mailto addresses become links', () => {
    assert.equal(linkHref('uri', { url: 'https://exemple.fr' }), 'https://exemple.fr/');
    assert.equal(linkHref('uri', { url: 'data:text/html,x' }), null);
    assert.equal(linkHref('uri__tel', { phone: '+33 1 23 45 67 89' }), 'tel:+33123456789');
    assert.equal(linkHref('uri__tel', { phone: '123;javascript' }), null);
    assert.equal(linkHref('uri__mail', { email: 'a@exemple.fr' }), 'mailto:a@exemple.fr');
    assert.equal(linkHref('uri__mail', { email: 'a@exemple.fr?body=x' }), null);
  });
});
