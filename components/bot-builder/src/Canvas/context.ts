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
