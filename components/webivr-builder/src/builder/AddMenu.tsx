import { PointMenu, useT } from '@omnicanal/ui';
import { actionName } from './context.ts';

export interface AddMenuProps {
  kinds: readonly string[];
  /** Where the menu shows, relative to the canvas. */
  at: { left: number; top: number };
  onPick(kind: string): void;
  /** Closes the menu; `restoreFocus` gives the focus back to the "+" button. */
  onClose(restoreFocus: boolean): void;
}

/** The kinds that may go under a node, in the kit's point menu. */
export function AddMenu({ kinds, at, onPick, onClose }: AddMenuProps) {
  const t = useT();
  return (
    <PointMenu
      label={t('webivr-builder:canvas.add_menu')}
      items={kinds.map((kind) => ({ key: kind, label: actionName(t, kind) }))}
      at={at}
      className="wb-add-menu nodrag nopan nowheel"
      onPick={onPick}
      onClose={onClose}
    />
  );
}
