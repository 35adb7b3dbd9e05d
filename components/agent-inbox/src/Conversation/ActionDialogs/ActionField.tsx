import { useT } from '@omnicanal/ui';
import { useId } from 'react';
import type { ActionFieldSpec } from './fields.ts';

export interface ActionFieldProps {
  spec: ActionFieldSpec;
  value: string;
  /** Message key under `inbox-composer:errors.`, shown under the field. */
  error: string | undefined;
  autoFocus?: boolean;
  onChange: (name: string, value: string) => void;
}

/** One field of a room action's form: label, control, and its error under it (spec 000 §5). */
export function ActionField({ spec, value, error, autoFocus, onChange }: ActionFieldProps) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name: spec.name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'data-autofocus': autoFocus ? true : undefined,
  };
  return (
    <>
      <label htmlFor={id}>{t(spec.label, spec.labelParams)}</label>
      {spec.type === 'select' ? (
        <select {...common} onChange={(e) => onChange(spec.name, e.currentTarget.value)}>
          <option value="">{t('inbox-composer:fields.choose')}</option>
          {spec.options?.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={spec.type}
          inputMode={spec.inputMode}
          onChange={(e) => onChange(spec.name, e.currentTarget.value)}
        />
      )}
      {error ? (
        <p className="field-error" id={errorId}>
          {t(`inbox-composer:errors.${error}`)}
        </p>
      ) : null}
    </>
  );
}
