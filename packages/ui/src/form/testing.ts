import { loadNamespaces } from '@omnicanal/i18n';
import { setLocale } from '@omnicanal/stores';
import { within } from '@testing-library/dom';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Form, type FormProps } from './Form.tsx';
import { FORM_CSS } from './index.ts';

/**
 * Test helper: renders `<Form>` into a div of the page (packages/ui cannot use defineElement, which
 * lives in a package that depends on this one) with the kit's stylesheet adopted by the document.
 */
let roots: Root[] = [];

export async function renderForm(props: FormProps) {
  setLocale('fr');
  await loadNamespaces(['form', 'common']);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(FORM_CSS);
  document.adoptedStyleSheets = [sheet];
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  root.render(createElement(Form, props));
  const screen = within(container);
  await screen.findByRole('button', { name: 'Valider' });
  /** Renders the same form again with new props (the send flag, providers). */
  const rerender = (next: FormProps) => root.render(createElement(Form, next));
  return Object.assign(screen, { rerender });
}

export function cleanup() {
  for (const root of roots) root.unmount();
  roots = [];
  document.body.replaceChildren();
  setLocale('fr');
}

/**
 * Whether `element` has the focus. Compared here rather than with `expect(a).to.equal(b)`: on a
 * mismatch chai would print both elements, walking React's internal fiber graph for minutes.
 */
export function hasFocus(element: Element): boolean {
  return document.activeElement === element;
}
