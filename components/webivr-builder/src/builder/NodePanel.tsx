import { useStore } from '@nanostores/react';
import { deleteWebivrNode, pasteWebivrNode, updateWebivrNode, type WebivrNode } from '@omnicanal/api';
import { ConfirmDialog, RowMenu, useT } from '@omnicanal/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { actionName, nodeName, useBuilder } from './context.ts';
import { MoveControl } from './MoveControl.tsx';
import { nodeFieldErrors } from './model/builder.ts';
import type { BuilderError } from './model/store.ts';
import { type Draft, Field, fieldMessage, KindSettings } from './panel-fields.tsx';

/**
 * The selected node's form: its label, whether it is validated, and its kind's settings, saved
 * with `updateWebivrNode` (the server's field errors show under their fields); its buttons copy,
 * paste (under it, or in its place) and deletes it. A read-only version shows it disabled.
 */
export function NodePanel({ node }: { node: WebivrNode }) {
  const t = useT();
  const { store, selectNode } = useBuilder();
  const readOnly = useStore(store.$readOnly);
  const clipboard = useStore(store.$clipboard);
  const busy = useStore(store.$busy);
  const headingId = useId();
  const [label, setLabel] = useState(node.label);
  const [validated, setValidated] = useState(node.validated);
  const [data, setData] = useState<Draft>(node.data);
  const [error, setError] = useState<BuilderError | null>(null);
  const [saved, setSaved] = useState(false);
  const [deleting, setDeleting] = useState(false);

  // The node changed on the server (saved, undone, pasted over): its values replace the draft. Only
  // a real change does: every edit reads the whole menu again, and what is being typed must stay.
  const stamp = JSON.stringify([node.label, node.validated, node.data]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the node's content, not its object
  useEffect(() => {
    setLabel(node.label);
    setValidated(node.validated);
    setData(node.data);
    setError(null);
  }, [stamp]);

  const errors = nodeFieldErrors(error);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const result = await store.edit(() =>
      updateWebivrNode(store.http, store.account, node.id, {
        label,
        validated,
        action: node.action,
        data,
      } as Parameters<typeof updateWebivrNode>[3]),
    );
    if (result.ok) {
      setError(null);
      setSaved(true);
      store.clearEditError();
    } else {
      setError(result.error);
      // Field errors show under the fields; only the rest stays above the canvas.
      if (Object.keys(result.error.fields).length > 0) store.clearEditError();
    }
  };

  const paste = (replace: boolean) => {
    if (!clipboard) return;
    void store
      .edit(() =>
        pasteWebivrNode(store.http, store.account, node.id, {
          account_id: clipboard.account,
          node_id: clipboard.node,
          version_id: clipboard.version,
          replace,
        }),
      )
      .then((result) => {
        if (result.ok) selectNode(result.value.node, node.tree);
      });
  };
  const remove = async () => {
    const result = await store.edit(() => deleteWebivrNode(store.http, store.account, node.id));
    setDeleting(false);
    if (result.ok) selectNode(null);
  };

  const name = nodeName(t, node);
  const copy = () =>
    store.$clipboard.set({ account: store.account, version: store.version, node: node.id, label: name });

  const general = error && Object.keys(error.fields).length === 0 ? (error.code ?? 'invalid') : null;
  return (
    <section className="wb-panel" aria-labelledby={headingId}>
      <header className="wb-panel-head">
        <h2 id={headingId}>
          {actionName(t, node.action)} — {name}
        </h2>
      </header>
      <div className="wb-node-actions">
        <RowMenu
          label={t('webivr-builder:panel.actions')}
          name={t('webivr-builder:panel.menu_for', { node: name })}
          items={[
            { label: t('webivr-builder:panel.copy'), onSelect: copy },
            ...(!readOnly && clipboard && !busy
              ? [
                  {
                    label: t('webivr-builder:panel.paste_under', { node: clipboard.label }),
                    onSelect: () => paste(false),
                  },
                  {
                    label: t('webivr-builder:panel.paste_replace', { node: clipboard.label }),
                    onSelect: () => paste(true),
                  },
                ]
              : []),
            ...(!readOnly && !busy
              ? [{ label: t('webivr-builder:panel.delete'), danger: true, onSelect: () => setDeleting(true) }]
              : []),
          ]}
        />
      </div>
      {!readOnly && <MoveControl node={node} />}
      {readOnly && <p className="wb-note">{t('webivr-builder:read_only')}</p>}
      <form className="oc-form" onSubmit={(e) => void save(e)} noValidate>
        <fieldset className="oc-form-fieldset" disabled={readOnly}>
          <Field label={t('webivr-builder:panel.label')} errors={errors.label}>
            {(p) => <input {...p} value={label} onChange={(e) => setLabel(e.currentTarget.value)} />}
          </Field>
          <KindSettings
            action={node.action}
            data={data}
            set={(field, value) => setData((d) => ({ ...d, [field]: value }))}
            errors={errors}
            disabled={readOnly}
          />
          <label className="wb-check">
            <input
              type="checkbox"
              checked={validated}
              onChange={(e) => setValidated(e.currentTarget.checked)}
            />{' '}
            {t('webivr-builder:panel.validated')}
          </label>
        </fieldset>
        {general && (
          <p role="alert" className="wb-field-error">
            {fieldMessage(t, general)}
          </p>
        )}
        {errors.action && (
          <p role="alert" className="wb-field-error">
            {errors.action.map((code) => fieldMessage(t, code)).join(' ')}
          </p>
        )}
        {!readOnly && (
          <div className="wb-panel-actions">
            <button type="submit" className="primary" disabled={busy}>
              {t('webivr-builder:panel.save')}
            </button>
            <span role="status">{saved ? t('webivr-builder:panel.saved') : ''}</span>
          </div>
        )}
      </form>
      {deleting && (
        <ConfirmDialog
          title={t('webivr-builder:panel.delete_title', { node: name })}
          description={t('webivr-builder:panel.delete_text')}
          confirm={t('webivr-builder:panel.delete')}
          danger
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(false)}
        />
      )}
    </section>
  );
}
