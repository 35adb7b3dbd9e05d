import { type Ref, useState } from 'react';
import { useT } from '../../useT.ts';
import { RevealIcon } from './RevealIcon.tsx';
import { type ControlProps, commonAttributes } from './types.ts';

const INPUT_TYPES: Record<string, string> = {
  text: 'text',
  email: 'email',
  password: 'password',
  number: 'number',
  tel: 'tel',
  url: 'url',
  date: 'date',
  datepicker: 'date',
  calendar: 'date',
  color: 'color',
};

const AUTOCOMPLETE: Record<string, string> = { email: 'email', tel: 'tel', url: 'url' };

/** Single-line inputs: text, e-mail, number, telephone, URL, date, colour, password. */
export function TextControl(props: ControlProps) {
  const { field, value, onChange, controlRef } = props;
  const t = useT();
  const [shown, setShown] = useState(false);
  const type = field.kind === 'password' && shown ? 'text' : (INPUT_TYPES[field.kind] ?? 'text');
  const input = (
    <input
      {...commonAttributes(props)}
      ref={controlRef as Ref<HTMLInputElement>}
      type={type}
      value={String(value)}
      readOnly={field.readonly}
      placeholder={field.placeholder ? t(field.placeholder) : undefined}
      min={field.min}
      max={field.max}
      autoComplete={field.kind === 'password' ? 'current-password' : AUTOCOMPLETE[field.kind]}
      inputMode={field.timePicker ? 'numeric' : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  if (field.kind !== 'password') return input;
  return (
    <span className="oc-form-password">
      {input}
      <button
        type="button"
        className="oc-form-reveal"
        aria-pressed={shown}
        aria-controls={props.id}
        disabled={field.disabled}
        onClick={() => setShown((was) => !was)}
      >
        <RevealIcon shown={shown} />
        <span className="visually-hidden">{t('form:show_password')}</span>
      </button>
    </span>
  );
}

/** Multi-line text, and the code editor placeholder of spec 000 §3 (a monospace textarea). */
export function TextareaControl(props: ControlProps) {
  const { field, value, onChange, controlRef } = props;
  const t = useT();
  return (
    <textarea
      {...commonAttributes(props)}
      ref={controlRef as Ref<HTMLTextAreaElement>}
      className={field.kind === 'code' ? 'oc-form-code' : undefined}
      value={String(value)}
      readOnly={field.readonly}
      placeholder={field.placeholder ? t(field.placeholder) : undefined}
      spellCheck={field.kind === 'code' ? false : undefined}
      rows={field.kind === 'code' ? 8 : 4}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
