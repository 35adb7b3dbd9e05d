import { useStore } from '@nanostores/react';
import { fetchWebivrVersions, type WebivrVersion } from '@omnicanal/api';
import { useT } from '@omnicanal/ui';
import { useCallback, useEffect, useId, useState } from 'react';
import { paths } from '../model/views.ts';
import { ChangesDialog } from './ChangesDialog.tsx';
import { useBuilder } from './context.ts';
import { toBuilderError } from './model/store.ts';
import { PreviewDialog } from './PreviewDialog.tsx';
import { PublishDialog } from './PublishDialog.tsx';
import { TreeControls } from './TreeControls.tsx';

type Open = 'changes' | 'publish' | 'preview' | null;

/** The versions of the account, the working one first (it exists before any publish). */
function useVersions() {
  const { store } = useBuilder();
  const account = useStore(store.$account);
  const [versions, setVersions] = useState<WebivrVersion[]>([]);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    let list: WebivrVersion[] = [];
    try {
      list = await fetchWebivrVersions(store.http, store.account);
    } catch (error) {
      // spec 001 §7: "No production version" before the first publish: only the working one
      // exists. Any other failure leaves the switcher on the version shown (the canvas still works).
      if (toBuilderError(error).code !== 'no_production_version') setFailed(true);
    }
    const working = account?.working_version;
    if (working !== undefined && !list.some((v) => v.id === working))
      list = [
        { id: working, kind: 'working', label: null, comment: '', created_at: '', published_at: null },
        ...list,
      ];
    setVersions(list);
  }, [store, account?.working_version]);
  useEffect(() => {
    void load();
  }, [load]);
  return { versions, failed, reload: load };
}

/**
 * The builder's bar: the tree switcher, the version switcher (published and history versions open
 * read-only), undo and redo through the server's snapshots, the changes since the published
 * version, publish, preview, and the links to the account's FAQs, forms and templates.
 */
export function Toolbar({ tree }: { tree: string | null }) {
  const t = useT();
  const { store, navigate } = useBuilder();
  const snapshots = useStore(store.$snapshots);
  const readOnly = useStore(store.$readOnly);
  const busy = useStore(store.$busy);
  const { versions, failed, reload } = useVersions();
  const [open, setOpen] = useState<Open>(null);
  const [published, setPublished] = useState<string | null>(null);
  const versionId = useId();

  const versionName = (v: WebivrVersion) =>
    v.kind === 'working'
      ? t('webivr-builder:versions.working')
      : t(`webivr-builder:versions.${v.kind}`, { label: v.label ?? '' });

  return (
    <div className="wb-toolbar" role="toolbar" aria-label={t('webivr-builder:toolbar')}>
      <TreeControls tree={tree} />
      <div className="wb-versions">
        <label htmlFor={versionId}>{t('webivr-builder:versions.label')}</label>
        <select
          id={versionId}
          value={String(store.version)}
          onChange={(e) => navigate(paths.builder(Number(e.currentTarget.value), store.account))}
        >
          {!versions.some((v) => v.id === store.version) && (
            <option value={String(store.version)}>{t('webivr-builder:versions.this')}</option>
          )}
          {versions.map((v) => (
            <option key={v.id} value={String(v.id)}>
              {versionName(v)}
            </option>
          ))}
        </select>
        {failed && <span role="alert">{t('webivr-builder:versions.failed')}</span>}
      </div>
      {!readOnly && (
        <div className="wb-group">
          <button
            type="button"
            disabled={!snapshots.has_previous || busy}
            onClick={() => void store.applySnapshot('previous')}
          >
            {t('webivr-builder:undo')}
          </button>
          <button
            type="button"
            disabled={!snapshots.has_next || busy}
            onClick={() => void store.applySnapshot('next')}
          >
            {t('webivr-builder:redo')}
          </button>
        </div>
      )}
      <div className="wb-group">
        {!readOnly && (
          <>
            <button type="button" onClick={() => setOpen('changes')}>
              {t('webivr-builder:changes.open')}
            </button>
            <button type="button" className="primary" onClick={() => setOpen('publish')}>
              {t('webivr-builder:publish.open')}
            </button>
          </>
        )}
        <button type="button" onClick={() => setOpen('preview')}>
          {t('webivr-builder:preview.open')}
        </button>
      </div>
      <nav className="wb-group" aria-label={t('webivr-builder:content.label')}>
        {(['faqs', 'forms', 'templates'] as const).map((kind) => (
          <a
            key={kind}
            href={paths.content(store.version, store.account, kind)}
            onClick={(e) => {
              e.preventDefault();
              navigate(paths.content(store.version, store.account, kind));
            }}
          >
            {t(`webivr-builder:content.${kind}`)}
          </a>
        ))}
      </nav>
      <p role="status" className="wb-status">
        {published ? t('webivr-builder:publish.done', { label: published }) : ''}
      </p>
      {open === 'changes' && <ChangesDialog onClose={() => setOpen(null)} />}
      {open === 'preview' && <PreviewDialog onClose={() => setOpen(null)} />}
      {open === 'publish' && (
        <PublishDialog
          taken={versions.flatMap((v) => (v.label ? [v.label] : []))}
          onClose={() => setOpen(null)}
          onPublished={(version) => {
            setOpen(null);
            setPublished(version.label ?? '');
            void reload();
            void store.load();
          }}
        />
      )}
    </div>
  );
}
