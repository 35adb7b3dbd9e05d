import { previewWebivr } from '@omnicanal/api';
import { type WalkItem, type WalkScreen, WebivrMenuWalker } from '@omnicanal/core/webivr';
import { ModalDialog, useT } from '@omnicanal/ui';
import { useEffect, useState } from 'react';
import { useBuilder } from './context.ts';
import { toBuilderError } from './model/store.ts';

type Shown = { kind: 'screen'; screen: WalkScreen } | { kind: 'item'; item: WalkItem } | { kind: 'end' };

/**
 * The working version's menu as a visitor sees it (`previewWebivr` and core's walker): a page's
 * title and items, its choices as buttons leading on, links only as core's `linkHref` allows,
 * FAQs, forms and hand-offs as labelled items; Back returns to the previous step. What a manager
 * typed is rendered as text, never as HTML.
 */
export function PreviewDialog({ onClose }: { onClose(): void }) {
  const t = useT();
  const { store } = useBuilder();
  const [walker, setWalker] = useState<WebivrMenuWalker | null>(null);
  const [steps, setSteps] = useState<Shown[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    previewWebivr(store.http, store.account)
      .then((preview) => {
        if (!live) return;
        const walk = new WebivrMenuWalker(preview.menu.nodes);
        const first = preview.node ? walk.screen(preview.node) : null;
        const start = first ?? (preview.menu.trees[0] ? walk.start(preview.menu.trees[0].id) : null);
        setWalker(walk);
        setSteps([start ? { kind: 'screen', screen: start } : { kind: 'end' }]);
      })
      .catch((e) => live && setError(toBuilderError(e).code ?? 'network'));
    return () => {
      live = false;
    };
  }, [store]);

  const shown = steps[steps.length - 1];
  const go = (node: string) => {
    if (walker) setSteps((list) => [...list, walker.follow(node)]);
  };

  return (
    <ModalDialog
      title={t('webivr-builder:preview.title')}
      onCancel={onClose}
      actions={
        <>
          <button
            type="button"
            disabled={steps.length < 2}
            onClick={() => setSteps((list) => list.slice(0, -1))}
          >
            {t('webivr-builder:preview.back')}
          </button>
          <button type="button" data-autofocus onClick={onClose}>
            {t('webivr-builder:close')}
          </button>
        </>
      }
    >
      <div className="wb-preview" aria-live="polite">
        {error && (
          <p role="alert">
            {t(`webivr-builder:errors.${error}`, { defaultValue: t('webivr-builder:errors.failed') })}
          </p>
        )}
        {!error && !shown && <p role="status">{t('webivr-builder:loading')}</p>}
        {shown?.kind === 'end' && <p>{t('webivr-builder:preview.end')}</p>}
        {shown?.kind === 'item' && <PreviewItem item={shown.item} go={go} />}
        {shown?.kind === 'screen' && (
          <section aria-label={shown.screen.title || t('webivr-builder:preview.page')}>
            <h3>{shown.screen.title}</h3>
            {shown.screen.items.length === 0 && <p>{t('webivr-builder:preview.empty_page')}</p>}
            <ul className="wb-preview-items">
              {shown.screen.items.map((item) => (
                <li key={item.node}>
                  <PreviewItem item={item} go={go} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </ModalDialog>
  );
}

/** One item of a page: a choice leads on, a link opens, the rest is named by its kind. */
function PreviewItem({ item, go }: { item: WalkItem; go(node: string): void }) {
  const t = useT();
  switch (item.kind) {
    case 'choice':
      return (
        <button type="button" onClick={() => go(item.node)}>
          {item.label}
        </button>
      );
    case 'text':
      return <p className="wb-preview-text">{item.text}</p>;
    case 'link':
      return (
        <a href={item.href} target="_blank" rel="noopener noreferrer">
          {item.label || item.href}
        </a>
      );
    default:
      return (
        <p className="wb-preview-item">
          <span className="wb-preview-kind">{t(`webivr-builder:actions.${item.kind}`)}</span> {item.label}
        </p>
      );
  }
}
