import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';

export interface EditDeleteActionsProps {
  /** Accessible name of the Edit button, naming the row ("Modifier Retour produit"). */
  editLabel: string;
  /** Accessible name of the Delete button, naming the row. */
  deleteLabel: string;
  onEdit: () => void;
  /** Asks for the confirmation; the list deletes once it is given. */
  onDelete: () => void;
}

/** The Edit and Delete buttons of a settings list row, each named after its row for screen readers. */
export function EditDeleteActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: EditDeleteActionsProps): ReactElement {
  const t = useT();
  return (
    <>
      <button type="button" aria-label={editLabel} onClick={onEdit}>
        {t('settings:edit')}
      </button>
      <button type="button" className="danger" aria-label={deleteLabel} onClick={onDelete}>
        {t('settings:delete')}
      </button>
    </>
  );
}
