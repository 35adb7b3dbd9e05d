import type { Template } from '@omnicanal/api';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';

/** The refusal codes of the local provider (README "Message templates"), each with its sentence. */
const REFUSALS = ['variable_at_edge', 'link_shortener', 'authentication_code'];

/** Why a refused template was refused: the provider's code translated, or its own words. */
export function useRefusal(): (detail: string | null) => string {
  const t = useT();
  return (detail) =>
    detail && REFUSALS.includes(detail) ? t(`campaigns:templates.refusals.${detail}`) : (detail ?? '');
}

/** A template's status as a badge; a refused one says why. */
export function StatusBadge({
  template,
}: {
  template: Pick<Template, 'status' | 'status_detail'>;
}): ReactElement {
  const t = useT();
  const refusal = useRefusal();
  const label = t(`campaigns:templates.statuses.${template.status}`);
  return (
    <span className="status-cell">
      <span className={`badge badge-${template.status.toLowerCase()}`}>{label}</span>
      {template.status === 'REFUSED' && template.status_detail ? (
        <span className="hint">{refusal(template.status_detail)}</span>
      ) : null}
    </span>
  );
}
