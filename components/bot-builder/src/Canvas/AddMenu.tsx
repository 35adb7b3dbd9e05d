import type { NodeAction } from '@omnicanal/core/bot';
import { PointMenu, useT } from '@omnicanal/ui';
import { actionLabel } from '../labels.ts';

export interface AddMenuProps {
  actions: NodeAction[];
  /** Where the menu shows, relative to the canvas. */
  at: { left: number; top: number };
  onPick(action: NodeAction): void;
  /** Closes the menu; `restoreFocus` gives the focus back to the add button. */
  onClose(restoreFocus: boolean): void;
}

/** "Choisir une action": the actions that may follow a node, in the kit's point menu. */
export function AddMenu({ actions, at, onPick, onClose }: AddMenuProps) {
  const t = useT();
  return (
    <PointMenu
      label={t('bot-builder:canvas.menu')}
      items={actions.map((action) => ({ key: action, label: actionLabel(t, action) }))}
      empty={t('bot-builder:canvas.menu_empty')}
      at={at}
      className="oc-add-menu nodrag nopan nowheel"
      onPick={(key) => onPick(key as NodeAction)}
      onClose={onClose}
    />
  );
}
