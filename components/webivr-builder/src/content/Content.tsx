import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { idOf, paths } from '../model/views.ts';
import { type ContentKind, ContentNav } from './ContentNav.tsx';
import { FaqForm, FaqList, type ItemPath } from './Faqs.tsx';
import { FormEditor } from './FormEditor.tsx';
import { FormList } from './FormList.tsx';
import { TemplateForm, TemplateList } from './Templates.tsx';

export type { ContentKind } from './ContentNav.tsx';

/**
 * The builder's FAQs, forms or templates (spec 000 §2 `/webivr-builder/…` children, each a list
 * with add and edit), under the links between them and back to the canvas. `item` absent: the
 * list; `add`: a new one; an id: that one.
 */
export function Content({
  kind,
  account,
  version,
  item,
}: {
  kind: ContentKind;
  account: number;
  version: number;
  item?: string;
}): ReactElement {
  const t = useT();
  const pathOf: ItemPath = (to) =>
    paths.content(version, account, kind, to === undefined ? undefined : String(to));
  const id = item === 'add' ? null : idOf(item);
  const screen = () => {
    if (item !== undefined && item !== 'add' && id === null)
      return (
        <p role="alert" className="notice">
          {t('webivr-content:not_found')}
        </p>
      );
    const listed = item === undefined;
    if (kind === 'faqs') return listed ? <FaqList pathOf={pathOf} /> : <FaqForm id={id} pathOf={pathOf} />;
    if (kind === 'forms')
      return listed ? <FormList pathOf={pathOf} /> : <FormEditor id={id} pathOf={pathOf} />;
    return listed ? (
      <TemplateList pathOf={pathOf} />
    ) : (
      <TemplateForm id={id} account={account} pathOf={pathOf} />
    );
  };
  return (
    <div className="content">
      <ContentNav current={kind} account={account} version={version} />
      {screen()}
    </div>
  );
}
