import { createContext, useContext } from 'react';

/** What a card may do: stable callbacks, so the context never re-renders every card. */
export interface CanvasActions {
  select(key: string): void;
  /** Opens the "Choisir une action" menu of `key` next to its add button. */
  openMenu(key: string, anchor: HTMLElement): void;
}

export const CanvasContext = createContext<CanvasActions | null>(null);

export function useCanvasActions(): CanvasActions {
  const value = useContext(CanvasContext);
  if (!value) throw new Error('useCanvasActions() outside the canvas');
  return value;
}

/**
 * Below this zoom the canvas is an overview: a card's text is too small to read, so cards draw
 * their action's title only (see `FarCard`) and the dotted background is left out.
 */
export const FAR_BELOW = 0.5;

/** True while the canvas is zoomed out below `FAR_BELOW`; one subscription for every card. */
export const FarContext = createContext(false);

export function useFar(): boolean {
  return useContext(FarContext);
}
