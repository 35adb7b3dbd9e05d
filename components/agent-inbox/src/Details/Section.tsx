import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { $detailPanel, type DetailSection, toggleSection } from './model/panel.ts';

/** One collapsible section of the detail panel: a disclosure button over its body. */
export function Section({ id, title, children }: { id: DetailSection; title: string; children: ReactNode }) {
  const open = useStore($detailPanel).open[id];
  const bodyId = useId();
  return (
    <section className="detail-section">
      <h3>
        <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => toggleSection(id)}>
          {title}
        </button>
      </h3>
      <div id={bodyId} className="section-body" hidden={!open}>
        {open ? children : null}
      </div>
    </section>
  );
}
