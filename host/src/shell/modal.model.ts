import { MODAL_OVERLAY_DELAY_MS } from '@omnicanal/core';

/**
 * The modals of spec 000 §2 the shell opens by action name: permission denied, warn open rooms, the
 * place picker (`gbm-place`), and `leave` (unsaved changes of the shown element). The other modals of
 * §2 belong to the elements whose actions open them.
 */
export type ModalAction = 'permission-denied' | 'warn-open-rooms' | 'gbm-place' | 'leave';

export interface ModalState {
  action: ModalAction | null;
  shown: boolean;
  /** The overlay follows the modal 200 ms later (spec 000 §4, §9). */
  overlay: boolean;
}

export const CLOSED: ModalState = { action: null, shown: false, overlay: false };

/**
 * spec 000 §4: a modal opens with an action name and a shown flag; the overlay follows 200 ms
 * later; closing resets the action. `onChange` gets every state.
 */
export function createModal(
  onChange: (state: ModalState) => void,
  timers: {
    setTimeout: (run: () => void, ms: number) => unknown;
    clearTimeout: (handle: unknown) => void;
  } = {
    setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
  },
) {
  let state: ModalState = CLOSED;
  let pending: unknown = null;
  const set = (next: ModalState) => {
    state = next;
    onChange(state);
  };
  return {
    get state(): ModalState {
      return state;
    },
    open(action: ModalAction): void {
      if (pending !== null) timers.clearTimeout(pending);
      set({ action, shown: true, overlay: false });
      pending = timers.setTimeout(() => {
        pending = null;
        if (state.action === action) set({ ...state, overlay: true });
      }, MODAL_OVERLAY_DELAY_MS);
    },
    close(): void {
      if (pending !== null) timers.clearTimeout(pending);
      pending = null;
      if (state.action !== null) set(CLOSED);
    },
  };
}
