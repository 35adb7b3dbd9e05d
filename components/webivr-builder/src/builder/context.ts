import type { Role } from '@omnicanal/core';
import { createContext, useContext } from 'react';
import type { BuilderStore } from './model/store.ts';

/** Translation function as `useT()` returns it. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** What every part of the builder reads: the store, who builds, and how to move the address. */
export interface BuilderContextValue {
  store: BuilderStore;
  role: Role;
  /** Services of the account's skill (`callback`, `bot`…): restricted actions follow them. */
  services: readonly string[];
  /** Skills the user may hand a visitor to (the messaging action's setting). */
  skills: readonly { id: number; name: string }[];
  /** Selects a node (null: none), shows its tree and asks the page to follow (`oc-navigate`). */
  selectNode(node: string | null, tree?: string): void;
  /** Shows another tree of the version. */
  showTree(tree: string): void;
  /** Asks the page to go to a console path. */
  navigate(path: string): void;
}

/** The builder's shared values, provided once by `Builder`. */
export const BuilderContext = createContext<BuilderContextValue | null>(null);

/** The builder's shared values; throws outside the builder (a wiring mistake, not a user's). */
export function useBuilder(): BuilderContextValue {
  const value = useContext(BuilderContext);
  if (!value) throw new Error('useBuilder() outside the web IVR builder');
  return value;
}

/** The translated name of an action kind ("Page", "Choix"…). */
export const actionName = (t: Translate, action: string): string => t(`webivr-builder:actions.${action}`);

/** The name a node goes by in lists and buttons: its label, or its kind when it has none yet. */
export const nodeName = (t: Translate, node: { label: string; action: string }): string =>
  node.label.trim() || actionName(t, node.action);
