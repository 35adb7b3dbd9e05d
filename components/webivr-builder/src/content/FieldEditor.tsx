import { WEBIVR_FIELD_KINDS, type WebivrFieldKind } from '@omnicanal/api';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { type ChoiceDraft, emptyChoice, type FieldDraft, hasChoices, moved } from '../model/content-form.ts';
import { Input, textOf } from './Input.tsx';

/** Up, down and remove for one row of a list, named after the row; the row's React key keeps focus on it as it moves. */
function RowButtons({
  index,
  count,
  name,
  keys,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  name: string;
  keys: 'field' | 'choice';
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}): ReactElement {
  const t = useT();
  // aria-disabled rather than disabled: a row moved to an end keeps the focus on its button, so
  // a keyboard user moving it again is not thrown back to the top of the page.
  const first = index === 0;
  const last = index === count - 1;
  return (
    <div className="row-buttons">
      <button
        type="button"
        aria-disabled={first}
        aria-label={t(`webivr-content:forms.${keys}_up`, { name })}
        onClick={() => !first && onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        aria-disabled={last}
        aria-label={t(`webivr-content:forms.${keys}_down`, { name })}
        onClick={() => !last && onMove(1)}
      >
        ↓
      </button>
      <button
        type="button"
        className="danger"
        onClick={onRemove}
        aria-label={t(`webivr-content:forms.${keys}_remove`, { name })}
      >
        {t('webivr-content:remove')}
      </button>
    </div>
  );
}

/**
 * One field of a form (spec 001 §3): kind, label, identifier, required, validation, placeholder,
 * its weight when weights are used, and for the kinds that pick among choices, the choices in
 * their order with their weight. `errors` are the server's, by path under `fields.{index}`.
 */
export function FieldEditor({
  field,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  field: FieldDraft;
  index: number;
  count: number;
  errors: Record<string, string[]>;
  /** Changes the field from its latest state (two quick edits both land). */
  onChange: (change: (field: FieldDraft) => FieldDraft, path: string) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}): ReactElement {
  const t = useT();
  const at = `fields.${index}`;
  const name = field.label.trim() || t('webivr-content:forms.field_n', { n: index + 1 });
  const set = (key: keyof FieldDraft, value: FieldDraft[keyof FieldDraft]) =>
    onChange((f) => ({ ...f, [key]: value }), `${at}.${key}`);
  const setChoice = (choiceIndex: number, next: Partial<ChoiceDraft>, key: string) =>
    onChange(
      (f) => ({ ...f, choices: f.choices.map((c, i) => (i === choiceIndex ? { ...c, ...next } : c)) }),
      `${at}.choices.${choiceIndex}.${key}`,
    );
  const setChoices = (change: (choices: ChoiceDraft[]) => ChoiceDraft[]) =>
    onChange((f) => ({ ...f, choices: change(f.choices) }), `${at}.choices`);
  const own = [...(errors[at] ?? []), ...(errors[`${at}.choices`] ?? [])];

  return (
    <fieldset className="form-field-editor">
      <legend>{t('webivr-content:forms.field_legend', { n: index + 1, name })}</legend>
      {own.length > 0 ? (
        <ul className="oc-form-errors" role="alert">
          {own.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      ) : null}
      <RowButtons index={index} count={count} name={name} keys="field" onMove={onMove} onRemove={onRemove} />
      <Input
        field={{
          name: 'kind',
          kind: 'select',
          label: 'webivr-content:forms.kind',
          required: true,
          options: WEBIVR_FIELD_KINDS.map((kind) => ({
            value: kind,
            text: t(`webivr-content:forms.kinds.${kind}`),
          })),
        }}
        value={field.kind}
        errors={errors[`${at}.kind`]}
        onChange={(value) => {
          const kind = (textOf(value) || 'text') as WebivrFieldKind;
          // A kind that picks among choices starts with one to fill in.
          onChange(
            (f) => ({
              ...f,
              kind,
              choices: hasChoices(kind) && f.choices.length === 0 ? [emptyChoice()] : f.choices,
            }),
            `${at}.kind`,
          );
        }}
      />
      <Input
        field={{
          name: 'label',
          kind: 'text',
          label: 'webivr-content:label',
          required: true,
          max_length: 120,
        }}
        value={field.label}
        errors={errors[`${at}.label`]}
        onChange={(value) => set('label', textOf(value))}
      />
      <Input
        field={{
          name: 'identifier',
          kind: 'text',
          label: 'webivr-content:forms.identifier',
          helper: 'webivr-content:forms.identifier_help',
          required: true,
          max_length: 64,
        }}
        value={field.identifier}
        errors={errors[`${at}.identifier`]}
        onChange={(value) => set('identifier', textOf(value))}
      />
      <Input
        field={{ name: 'required', kind: 'checkbox', label: 'webivr-content:forms.required' }}
        value={field.required}
        onChange={(value) => set('required', value === true)}
      />
      <Input
        field={{
          name: 'placeholder',
          kind: 'text',
          label: 'webivr-content:forms.placeholder',
          max_length: 120,
        }}
        value={field.placeholder}
        errors={errors[`${at}.placeholder`]}
        onChange={(value) => set('placeholder', textOf(value))}
      />
      <Input
        field={{
          name: 'validation',
          kind: 'text',
          label: 'webivr-content:forms.validation',
          helper: 'webivr-content:forms.validation_help',
          max_length: 120,
        }}
        value={field.validation}
        errors={errors[`${at}.validation`]}
        onChange={(value) => set('validation', textOf(value))}
      />
      <Input
        field={{ name: 'use_weight', kind: 'checkbox', label: 'webivr-content:forms.use_weight' }}
        value={field.use_weight}
        onChange={(value) => set('use_weight', value === true)}
      />
      {field.use_weight ? (
        <Input
          field={{ name: 'weight', kind: 'number', label: 'webivr-content:forms.weight', min: 0, step: 1 }}
          value={field.weight}
          errors={errors[`${at}.weight`]}
          onChange={(value) => set('weight', textOf(value))}
        />
      ) : null}
      {hasChoices(field.kind) ? (
        <fieldset className="choices">
          <legend>{t('webivr-content:forms.choices', { name })}</legend>
          <ol>
            {field.choices.map((choice, i) => {
              const choiceName = choice.label.trim() || t('webivr-content:forms.choice_n', { n: i + 1 });
              return (
                <li key={choice.key}>
                  <fieldset className="choice-row">
                    <legend className="visually-hidden">
                      {t('webivr-content:forms.choice_legend', { n: i + 1, name: choiceName })}
                    </legend>
                    <Input
                      field={{
                        name: 'label',
                        kind: 'text',
                        label: 'webivr-content:label',
                        required: true,
                        max_length: 120,
                      }}
                      value={choice.label}
                      errors={errors[`${at}.choices.${i}.label`]}
                      onChange={(value) => setChoice(i, { label: textOf(value) }, 'label')}
                    />
                    <Input
                      field={{
                        name: 'value',
                        kind: 'text',
                        label: 'webivr-content:forms.value',
                        max_length: 120,
                      }}
                      value={choice.value}
                      errors={errors[`${at}.choices.${i}.value`]}
                      onChange={(value) => setChoice(i, { value: textOf(value) }, 'value')}
                    />
                    {field.use_weight ? (
                      <Input
                        field={{
                          name: 'weight',
                          kind: 'number',
                          label: 'webivr-content:forms.weight',
                          min: 0,
                          step: 1,
                        }}
                        value={choice.weight}
                        errors={errors[`${at}.choices.${i}.weight`]}
                        onChange={(value) => setChoice(i, { weight: textOf(value) }, 'weight')}
                      />
                    ) : null}
                    <RowButtons
                      index={i}
                      count={field.choices.length}
                      name={choiceName}
                      keys="choice"
                      onMove={(delta) => setChoices((list) => moved(list, i, delta))}
                      onRemove={() => setChoices((list) => list.filter((_, j) => j !== i))}
                    />
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <button type="button" onClick={() => setChoices((list) => [...list, emptyChoice()])}>
            {t('webivr-content:forms.add_choice')}
          </button>
        </fieldset>
      ) : null}
    </fieldset>
  );
}
