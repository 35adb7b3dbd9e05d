import { createContext, useContext } from 'react';

export interface ElementContextValue {
  /** The custom element itself. */
  host: HTMLElement;
  /** Its open shadow root: portals (modals, popovers) render here so they keep the element's styles. */
  root: ShadowRoot;
}

export const ElementContext = createContext<ElementContextValue | null>(null);

export function useElement(): ElementContextValue {
  const value = useContext(ElementContext);
  if (!value) throw new Error('useElement() outside an Omnicanal element');
  return value;
}

/** Dispatches a typed `oc-*` event from the host element: bubbles and crosses shadow roots. */
export function emit<D>(host: HTMLElement, name: `oc-${string}`, detail: D): boolean {
  return host.dispatchEvent(
    new CustomEvent<D>(name, { detail, bubbles: true, composed: true, cancelable: true }),
  );
}

/** `emit` bound to the current element. */
export function useEmit(): <D>(name: `oc-${string}`, detail: D) => boolean {
  const { host } = useElement();
  return (name, detail) => emit(host, name, detail);
}
