import { type RoomTemplate, TEMPLATE_VALUE_MAX_LENGTH } from '@omnicanal/api';
import { errorMessage } from '@omnicanal/i18n';
import { ModalDialog, useT } from '@omnicanal/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { fillTemplate, loadRoomTemplates, missingValues, sendTemplate } from '../model/templates.ts';
import { useDialogAction } from './useDialogAction.ts';

export interface TemplateDialogProps {
  room: string;
  onDone: () => void;
  onCancel: () => void;
  returnFocus?: () => HTMLElement | null;
}

/**
 * "Send an approved template" (WhatsApp past its 24-hour window): the room's approved templates,
 * one chosen, a field per variable (its example as a hint), the text as the contact will read it,
 * and Send. Loading, none to send and the server's refusal are said in the dialog.
 */
export default function TemplateDialog({ room, onDone, onCancel, returnFocus }: TemplateDialogProps) {
  const t = useT();
  const formId = useId();
  const selectId = useId();
  const [templates, setTemplates] = useState<RoomTemplate[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const { busy, error, setError, run } = useDialogAction();

  useEffect(() => {
    let live = true;
    loadRoomTemplates(room).then(
      (found) => {
        if (!live) return;
        setTemplates(found);
        setChosen(found[0]?.id ?? null);
      },
      (failure: unknown) => live && setError(errorMessage(failure)),
    );
    return () => {
      live = false;
    };
  }, [room, setError]);

  const template = templates?.find((candidate) => candidate.id === chosen) ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!template) return;
    if (missingValues(template, values).length > 0) {
      setError(t('inbox-composer:template.missing'));
      return;
    }
    await run(async () => {
      await sendTemplate(room, template, values);
      onDone();
    });
  };

  return (
    <ModalDialog
      title={t('inbox-composer:template.title')}
      description={t('inbox-composer:template.description')}
      onCancel={onCancel}
      returnFocus={returnFocus}
      actions={
        <>
          <button type="button" onClick={onCancel}>
            {t('inbox-composer:template.cancel')}
          </button>
          <button type="submit" form={formId} className="primary" disabled={busy || !template}>
            {t('inbox-composer:template.send')}
          </button>
        </>
      }
    >
      <form id={formId} className="template-form" noValidate onSubmit={(e) => void submit(e)}>
        {templates === null && !error ? <p role="status">{t('inbox-composer:template.loading')}</p> : null}
        {templates?.length === 0 ? <p>{t('inbox-composer:template.empty')}</p> : null}
        {templates && templates.length > 0 ? (
          <>
            <label htmlFor={selectId}>{t('inbox-composer:template.template')}</label>
            <select
              id={selectId}
              data-autofocus
              value={chosen ?? ''}
              onChange={(e) => {
                setChosen(Number(e.currentTarget.value));
                setValues({});
                setError(null);
              }}
            >
              {templates.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {t('inbox-composer:template.option', {
                    name: candidate.name,
                    language: candidate.language,
                  })}
                </option>
              ))}
            </select>
          </>
        ) : null}
        {template?.variables.map((n) => (
          <VariableField
            key={`${template.id}-${n}`}
            n={n}
            example={template.examples[String(n)] ?? ''}
            value={values[String(n)] ?? ''}
            onChange={(value) => setValues((current) => ({ ...current, [String(n)]: value }))}
          />
        ))}
        {template ? (
          <figure className="template-preview">
            <figcaption>{t('inbox-composer:template.preview')}</figcaption>
            <p>{fillTemplate(template.text, values)}</p>
          </figure>
        ) : null}
        {error ? (
          <p className="error-text" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </ModalDialog>
  );
}

function VariableField({
  n,
  example,
  value,
  onChange,
}: {
  n: number;
  example: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{t('inbox-composer:template.variable', { n })}</label>
      <input
        id={id}
        value={value}
        maxLength={TEMPLATE_VALUE_MAX_LENGTH}
        required
        placeholder={example ? t('inbox-composer:template.example', { example }) : undefined}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </>
  );
}
