import { ApiRequestError } from '@omnicanal/api';
import {
  type FormEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useT } from '../useT.ts';
import type { CardEntry, CardProvider } from './card/provider.ts';
import { type FormServices, FormServicesContext, type PlaceProvider, type UploadHandler } from './context.ts';
import { Field } from './Field.tsx';
import { createFormState } from './model/form-state.ts';
import { type FieldValue, type FormDescriptor, formFields, type Validator } from './model/types.ts';
import { toFormError } from './server-errors.ts';
import { useMessage } from './useMessage.ts';

export interface FormProps {
  descriptor: FormDescriptor;
  /**
   * Called with the values once every field is valid (a card field holds its provider's token),
   * and the files chosen in `file` fields by field name. A rejection with an `ApiRequestError`
   * puts the server's errors on the fields and above the form.
   */
  onSubmit: (values: Record<string, FieldValue>, files: Record<string, File[]>) => void | Promise<void>;
  /** Named validators for `validation: { name }`, beyond email, url, telephone, time, password. */
  validators?: Readonly<Record<string, Validator>>;
  /** Translation key of the submit button (`form:submit` when unset). */
  submitLabel?: string;
  /** Accessible name of the form (translation key). */
  label?: string;
  /**
   * The send flag (spec 000 §4): when it becomes true, the errors shown are cleared and the form
   * is submitted as by its button.
   */
  send?: boolean;
  /** Uploads a file for `url` fields with `allow_upload`; the kit makes no request itself. */
  onUpload?: UploadHandler;
  /** The page's place picker, for `place` fields. */
  placeProvider?: PlaceProvider;
  /** The card payment provider of `card` fields; the built-in local entry when unset. */
  cardProvider?: CardProvider;
  /**
   * Drawn after the fields, before the submit button: parts a screen edits itself (rows of a list
   * of objects), which `onSubmit` then adds to the values.
   */
  children?: ReactNode;
  /** A second action on the submit button's row, at its start (a wizard's "back"). */
  secondaryAction?: ReactNode;
  /**
   * Called with the current (unsaved, unchecked) values when mounted and after every change: what
   * a live preview beside the form draws.
   */
  onValues?: (values: Record<string, FieldValue>) => void;
}

/** Swaps each complete card for its provider's token; a refused card becomes that field's error. */
async function tokeniseCards(
  values: Record<string, FieldValue>,
  cards: ReadonlyMap<string, CardEntry>,
  report: (name: string) => void,
): Promise<Record<string, FieldValue> | null> {
  const next = { ...values };
  for (const [name, entry] of cards) {
    if (!values[name]) continue;
    try {
      next[name] = (await entry.tokenise()).token;
    } catch {
      report(name);
      return null;
    }
  }
  return next;
}

/**
 * The shared form (spec 000 §3–§5): fieldsets of described fields, errors under each label, form
 * errors in an alert above, submit only when valid. The descriptor is read once, when mounted:
 * give the component a new `key` to start over with another descriptor.
 */
export function Form({
  descriptor,
  onSubmit,
  validators,
  submitLabel,
  label,
  send,
  onUpload,
  placeProvider,
  cardProvider,
  children,
  secondaryAction,
  onValues,
}: FormProps) {
  const t = useT();
  const message = useMessage();
  // The state belongs to this mounted form; a new descriptor object on each render must not reset it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once by design (see TSDoc)
  const state = useMemo(() => createFormState(descriptor, { validators }), []);
  const snapshot = useSyncExternalStore(state.subscribe, state.get, state.get);
  // biome-ignore lint/correctness/useExhaustiveDependencies: told on a change of values, not of the callback
  useEffect(() => {
    onValues?.(snapshot.values);
  }, [snapshot.values]);
  const [busy, setBusy] = useState(false);
  const [focusError, setFocusError] = useState(0);
  const controls = useRef(new Map<string, HTMLElement | null>());
  const cards = useRef(new Map<string, CardEntry>());
  const files = useRef<Record<string, File[]>>({});
  const registerCard = useCallback((name: string, entry: CardEntry | null) => {
    if (entry) cards.current.set(name, entry);
    else cards.current.delete(name);
  }, []);
  const setFiles = useCallback((name: string, chosen: File[]) => {
    files.current[name] = chosen;
  }, []);
  const services = useMemo<FormServices>(
    () => ({ onUpload, placeProvider, cardProvider, registerCard, setFiles }),
    [onUpload, placeProvider, cardProvider, registerCard, setFiles],
  );
  const refs = useMemo(
    () =>
      new Map(
        formFields(descriptor).map((field) => [
          field.name,
          (node: HTMLElement | null) => {
            controls.current.set(field.name, node);
          },
        ]),
      ),
    [descriptor],
  );

  // In the commit, not after paint: a passive effect could run after the user's first keystroke
  // and pull the focus back from where typing had moved it.
  useLayoutEffect(() => {
    const first = formFields(descriptor).find((field) => field.focus);
    if (first) controls.current.get(first.name)?.focus();
  }, [descriptor]);

  // After a refused submit, the first field in error takes the focus, so its message is read.
  useEffect(() => {
    if (!focusError) return;
    const first = formFields(descriptor).find((field) => state.get().fieldErrors[field.name]?.length);
    if (first) controls.current.get(first.name)?.focus();
  }, [focusError, descriptor, state]);

  const submitNow = async () => {
    if (busy) return;
    const result = state.submit();
    if (!result.ok) {
      setFocusError((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      const values = await tokeniseCards(result.values, cards.current, (name) =>
        state.report(name, { key: 'form:errors.card' }),
      );
      if (!values) {
        setFocusError((n) => n + 1);
        return;
      }
      await onSubmit(values, { ...files.current });
    } catch (error) {
      const mapped = toFormError(error);
      state.applyServerErrors(
        mapped instanceof ApiRequestError
          ? mapped.error
          : { status: 0, code: 'unknown', fields: {}, general: [] },
      );
      setFocusError((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submitNow();
  };

  // The send flag submits on its rising edge only: staying true must not send again. A submit
  // recomputes every error, which clears the old ones as spec 000 §4 asks.
  const sent = useRef(send);
  const latestSend = useRef(submitNow);
  latestSend.current = submitNow;
  useEffect(() => {
    const rising = Boolean(send) && !sent.current;
    sent.current = send;
    if (!rising) return;
    void latestSend.current();
  }, [send]);

  return (
    <FormServicesContext.Provider value={services}>
      <form className="oc-form" noValidate aria-label={label ? t(label) : undefined} onSubmit={submit}>
        <div role="alert" className="oc-form-alert">
          {snapshot.formErrors.length > 0 && (
            <ul className="oc-form-errors">
              {snapshot.formErrors.map((error) => (
                <li key={error.text ?? error.key}>{message(error)}</li>
              ))}
            </ul>
          )}
        </div>
        {descriptor.fieldsets.map((fieldset, index) => (
          <fieldset
            // Fieldsets have no identity of their own; their order is fixed by the descriptor.
            // biome-ignore lint/suspicious/noArrayIndexKey: static list
            key={index}
            className={fieldset.cls ? `oc-form-fieldset ${fieldset.cls}` : 'oc-form-fieldset'}
          >
            {fieldset.legend && <legend>{t(fieldset.legend)}</legend>}
            {fieldset.fields.map((field) => (
              <Field
                key={field.name}
                field={field}
                value={snapshot.values[field.name] ?? ''}
                errors={snapshot.fieldErrors[field.name] ?? []}
                onChange={state.change}
                controlRef={refs.get(field.name) ?? null}
              />
            ))}
          </fieldset>
        ))}
        {children}
        <div className="oc-form-actions">
          {secondaryAction}
          <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
            {t(submitLabel ?? 'form:submit')}
          </button>
        </div>
      </form>
    </FormServicesContext.Provider>
  );
}
