import { Field, type FieldKind, type FieldOption, type FieldValue, type Message } from '@omnicanal/ui';
import { useEffect, useRef } from 'react';
import { problemKey } from '../../labels.ts';
import { useDraft } from '../useDraft.ts';

/** Kinds written at once: a pick or a list change is one deliberate step, not typing. */
const IMMEDIATE = new Set<FieldKind>(['select', 'checkbox', 'list']);

export interface NodeFieldProps {
  name: string;
  kind: FieldKind;
  /** Translation key of the label (also the control's accessible name). */
  label: string;
  value: FieldValue;
  onCommit: (value: FieldValue) => void;
  /** Problem message keys (validators, WhatsApp, lint) or server texts. */
  errors?: readonly string[];
  options?: FieldOption[];
  placeholder?: string;
  helper?: string;
  min?: number;
  max?: number;
}

/** A server text is shown as given when it is not a known key (see the form kit's `useMessage`). */
export function problemMessages(errors: readonly string[]): Message[] {
  return errors.map((error) => ({ key: problemKey(error), text: error }));
}

/**
 * One field of a node form: the form kit's `Field`, with typing written to the bot after a pause
 * and at once when the field loses focus.
 */
export function NodeField(props: NodeFieldProps) {
  const { name, kind, label, onCommit, errors = [] } = props;
  const controlRef = useRef<HTMLElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const draft = useDraft(props.value, onCommit, IMMEDIATE.has(kind) ? 0 : undefined);
  const { flush } = draft;
  // Leaving any part of the field (a list input has a text box and buttons) writes what was typed.
  useEffect(() => {
    const box = boxRef.current;
    box?.addEventListener('focusout', flush);
    return () => box?.removeEventListener('focusout', flush);
  }, [flush]);
  const change = (_name: string, value: FieldValue) => {
    draft.change(value);
    if (IMMEDIATE.has(kind)) draft.flush();
  };
  const field = {
    name,
    kind,
    label,
    options: props.options,
    placeholder: props.placeholder,
    helper: props.helper,
    min: props.min,
    max: props.max,
  };
  return (
    <div className="oc-node-field" ref={boxRef}>
      <Field
        field={field}
        value={draft.value}
        errors={problemMessages(errors)}
        onChange={change}
        controlRef={controlRef}
      />
    </div>
  );
}
