import { useStore } from '@nanostores/react';
import { publishWebivr, type WebivrVersion } from '@omnicanal/api';
import { defaultPublishLabel } from '@omnicanal/core/webivr';
import { $user } from '@omnicanal/stores';
import { ModalDialog, useT } from '@omnicanal/ui';
import { type FormEvent, useId, useState } from 'react';
import { nodeName, useBuilder } from './context.ts';
import { blockingNodes } from './model/builder.ts';
import { type BuilderError, toBuilderError } from './model/store.ts';
import { Field, fieldMessage } from './panel-fields.tsx';

interface PublishDialogProps {
  /** Labels the account's versions already have: the default name avoids them. */
  taken: readonly string[];
  onPublished(version: WebivrVersion): void;
  onClose(): void;
}

/**
 * Publishing the working version (spec 001 §4): its name prefilled from the date and time, a
 * comment. A refusal because nodes block it lists each problem with a button that selects the
 * node on the canvas; a name already used shows on the name field.
 */
export function PublishDialog({ taken, onPublished, onClose }: PublishDialogProps) {
  const t = useT();
  const { store, selectNode } = useBuilder();
  const user = useStore($user);
  const menu = useStore(store.$menu);
  const formId = useId();
  const [label, setLabel] = useState(() => defaultPublishLabel(new Date(), taken, user?.timezone || 'UTC'));
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<BuilderError | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onPublished(await publishWebivr(store.http, store.account, { label, comment }));
    } catch (e) {
      setError(toBuilderError(e));
    } finally {
      setBusy(false);
    }
  };

  const blocking = blockingNodes(error);
  const byId = new Map((menu?.nodes ?? []).map((n) => [n.id, n]));
  const general = error && error.code !== 'already_exists' && blocking.length === 0 ? error.code : null;
  return (
    <ModalDialog
      title={t('webivr-builder:publish.title')}
      onCancel={onClose}
      actions={
        <>
          <button type="button" onClick={onClose}>
            {t('common:actions.cancel')}
          </button>
          <button type="submit" form={formId} className="primary" disabled={busy}>
            {t('webivr-builder:publish.submit')}
          </button>
        </>
      }
    >
      <form id={formId} className="oc-form" onSubmit={(e) => void submit(e)} noValidate>
        <Field label={t('webivr-builder:publish.label')} errors={error?.fields.label}>
          {(p) => (
            <input {...p} data-autofocus value={label} onChange={(e) => setLabel(e.currentTarget.value)} />
          )}
        </Field>
        <Field label={t('webivr-builder:publish.comment')} errors={error?.fields.comment}>
          {(p) => (
            <textarea {...p} rows={3} value={comment} onChange={(e) => setComment(e.currentTarget.value)} />
          )}
        </Field>
      </form>
      {general && (
        <p role="alert" className="wb-field-error">
          {t(`webivr-builder:errors.${general}`, { defaultValue: fieldMessage(t, general) })}
        </p>
      )}
      {blocking.length > 0 && (
        <div role="alert" className="wb-blocking">
          <p>{t('webivr-builder:publish.blocked', { count: blocking.length })}</p>
          <ul>
            {blocking.map(({ id, problems }) => {
              const node = byId.get(id);
              return (
                <li key={id}>
                  <button
                    type="button"
                    onClick={() => {
                      onClose();
                      selectNode(id, node?.tree);
                    }}
                  >
                    {node ? nodeName(t, node) : id}
                  </button>{' '}
                  {problems.map((p) => t(`webivr:problems.${p}`, { defaultValue: p })).join(' · ')}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </ModalDialog>
  );
}
