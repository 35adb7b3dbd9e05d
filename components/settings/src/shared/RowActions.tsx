import { RowMenu, useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';

export interface EditDeleteActionsProps {
  /** The row's name as the list shows it ("Retour produit"): names its menu for screen readers. */
  name: string;
  /** Accessible name of the Edit button, naming the row ("Modifier Retour produit"). */
  editLabel: string;
  onEdit: () => void;
  /** Asks for the confirmation; the list deletes once it is given. */
  onDelete: () => void;
}

/**
 * The actions of a settings list row: Edit in view, Delete (destructive) behind the row's menu,
 * so that no red button sits on every row and none is clicked by a slip.
 */
export function EditDeleteActions({
  name,
  editLabel,
  onEdit,
  onDelete,
}: EditDeleteActionsProps): ReactElement {
  const t = useT();
  return (
    <>
      <button type="button" aria-label={editLabel} onClick={onEdit}>
        {t('settings:edit')}
      </button>
      <RowMenu
        label={t('settings:more')}
        name={t('settings:more_for', { name })}
        items={[{ label: t('settings:delete'), danger: true, onSelect: onDelete }]}
      />
    </>
  );
}
