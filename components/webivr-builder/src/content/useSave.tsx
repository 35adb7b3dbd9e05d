import { useDirty } from '@omnicanal/element';
import { errorMessage } from '@omnicanal/i18n';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useCallback, useState } from 'react';
import { fieldErrorsOf, generalKey } from '../model/content-errors.ts';

/** The state of an item's form while it is saved: field errors by path, the sentence above, busy. */
export interface Saving {
  errors: Record<string, string[]>;
  failure: string | null;
  busy: boolean;
  /** A field changed: its errors go, the console hears the form has unsaved changes. */
  changed: (path: string) => void;
  /**
   * Saves unless `problems` (field paths to catalogue words) says otherwise; the server's refusal
   * lands on the same fields. `work` saves and answers what comes next (moving on), done once the
   * form is marked clean so the console does not ask about changes already saved.
   */
  submit: (problems: Record<string, string[]>, work: () => Promise<() => void>) => Promise<void>;
}

/** The save cycle shared by the FAQ, form, template and theme forms. */
export function useSave(): Saving {
  const t = useT();
  const dirty = useDirty();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { mark, clean } = dirty;

  const changed = useCallback(
    (path: string) => {
      setErrors(({ [path]: _, ...rest }) => rest);
      mark();
    },
    [mark],
  );

  const submit = async (problems: Record<string, string[]>, work: () => Promise<() => void>) => {
    setFailure(null);
    if (Object.keys(problems).length > 0) {
      setErrors(
        Object.fromEntries(
          Object.entries(problems).map(([path, words]) => [
            path,
            words.map((word) => `webivr-content:errors.${word}`),
          ]),
        ),
      );
      setFailure(t('webivr-content:errors.check_fields'));
      return;
    }
    setBusy(true);
    let next: () => void;
    try {
      next = await work();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      const general = generalKey(error);
      setFailure(general ? t(general) : errorMessage(error));
      setBusy(false);
      return;
    }
    setBusy(false);
    clean();
    next();
  };

  return { errors, failure, busy, changed, submit };
}

/** The refusal above a form, read out when it appears. */
export function Failure({ text }: { text: string | null }): ReactElement | null {
  return text ? (
    <p role="alert" className="notice error">
      {text}
    </p>
  ) : null;
}

/** Save and Cancel under a form. */
export function FormButtons({ busy, onCancel }: { busy: boolean; onCancel: () => void }): ReactElement {
  const t = useT();
  return (
    <div className="form-actions">
      <button type="submit" className="primary" disabled={busy}>
        {t('webivr-content:save')}
      </button>
      <button type="button" onClick={onCancel}>
        {t('webivr-content:cancel')}
      </button>
    </div>
  );
}
