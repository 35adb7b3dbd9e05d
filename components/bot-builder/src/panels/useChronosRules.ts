import { useEffect, useState } from 'react';
import type { ChronosRules } from './forms/types.ts';

/** Where schedule rules come from (`BotClient.chronosRules` of the model). */
export interface ChronosSource {
  chronosRules(): Promise<{ id: number; label: string }[]>;
}

/**
 * Schedule rules for the chronos form: fetched the first time they are `needed`, then kept for the
 * life of the panel, so moving between nodes does not call the service again.
 */
export function useChronosRules(source: ChronosSource, needed: boolean): ChronosRules {
  const [rules, setRules] = useState<ChronosRules | null>(null);
  const wanted = needed || rules !== null;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    setRules((was) => was ?? { status: 'loading' });
    source.chronosRules().then(
      (list) => live && setRules({ status: 'ready', rules: list }),
      () => live && setRules({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [source, wanted]);
  return rules ?? { status: 'loading' };
}
