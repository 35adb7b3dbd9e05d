/** Attributes the shell set on an element, so it removes only its own later on. */
const applied = new WeakMap<Element, ReadonlySet<string>>();

/**
 * Shows `tag` with `attributes` in `outlet`. The same element stays when only its attributes change
 * (the inbox keeps its socket while the room changes); another tag replaces it. Attributes are set
 * before the element is attached, so its first render already has them.
 */
export function showElement(
  outlet: HTMLElement,
  tag: string | null,
  attributes: Readonly<Record<string, string>>,
): HTMLElement | null {
  if (!tag) {
    if (outlet.firstChild) outlet.replaceChildren();
    return null;
  }
  const current = outlet.firstElementChild as HTMLElement | null;
  const element = current?.localName === tag ? current : document.createElement(tag);
  for (const name of applied.get(element) ?? []) {
    if (!(name in attributes)) element.removeAttribute(name);
  }
  for (const [name, value] of Object.entries(attributes)) {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  applied.set(element, new Set(Object.keys(attributes)));
  if (element !== current) outlet.replaceChildren(element);
  return element;
}
