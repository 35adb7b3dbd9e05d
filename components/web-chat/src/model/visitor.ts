/** What the visitor gave in the pre-chat step. */
export interface VisitorProfile {
  name: string;
  email?: string;
}

/**
 * Whether the pre-chat step shows now: no conversation yet (nothing written, none resumed), the visitor not
 * identified by the website and not already known.
 */
export function needsPrechat(state: {
  phase: string;
  written: boolean;
  identified: boolean;
  profile: VisitorProfile | null;
}): boolean {
  return state.phase === 'idle' && !state.written && !state.identified && state.profile === null;
}
