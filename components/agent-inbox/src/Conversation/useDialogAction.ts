import { errorMessage } from '@omnicanal/i18n';
import { useState } from 'react';

/**
 * What a dialog that sends something shares: busy while it goes (its button disabled), and the
 * refusal said in the dialog, which then may be sent again. `setError` says a problem found before
 * sending (a field left empty).
 */
export function useDialogAction(): {
  busy: boolean;
  error: string | null;
  setError: (error: string | null) => void;
  run: (work: () => Promise<void>) => Promise<void>;
} {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
