import { localSatisfactionProvider } from './local.ts';
import type { SatisfactionKind, SatisfactionProvider } from './provider.ts';

/** Makes the provider of a kind for the server's public address. */
export type SatisfactionProviderFactory = (kind: SatisfactionKind, publicUrl: string) => SatisfactionProvider;

const factories: Record<SatisfactionKind, SatisfactionProviderFactory> = {
  goodays: localSatisfactionProvider,
  qemotion: localSatisfactionProvider,
};

/** The provider serving an account of `kind`. */
export function satisfactionProviderOf(kind: SatisfactionKind, publicUrl: string): SatisfactionProvider {
  return factories[kind](kind, publicUrl);
}

/**
 * Puts another provider behind a kind (a real adapter, or a failing one in a test) and answers
 * the function that puts the previous one back.
 */
export function useSatisfactionProvider(
  kind: SatisfactionKind,
  factory: SatisfactionProviderFactory,
): () => void {
  const previous = factories[kind];
  factories[kind] = factory;
  return () => {
    factories[kind] = previous;
  };
}
