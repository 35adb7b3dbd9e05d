import { useT } from '@omnicanal/ui';
import { Handle, type NodeProps, Position } from '@xyflow/react';
import { createContext, memo, useContext } from 'react';
import type { CardNode } from './canvas-elements.ts';
import { actionName, nodeName } from './context.ts';

/** What a card may do: stable callbacks, so the context never re-renders every card. */
export interface CardActions {
  select(id: string): void;
  /** Opens the menu of kinds that may go under `id`, next to its "+" button. */
  openAdd(id: string, anchor: HTMLElement): void;
}

/** The canvas's card actions, provided once by `Canvas`. */
export const CardActionsContext = createContext<CardActions | null>(null);

/**
 * Below this zoom a card's text is too small to read: cards draw their kind and label without
 * xyflow's Handles (each listens to the flow's store, which changes on every pan frame, and a
 * zoomed-out canvas draws them by the hundred) and without their "+".
 */
export const FAR_BELOW = 0.5;
/** True while the canvas is zoomed out below `FAR_BELOW`; one subscription for every card. */
export const FarContext = createContext(false);

/** Each kind's short tag on the card, so kinds tell apart at a glance without reading. */
const TAGS: Record<string, string> = {
  page: '▤',
  choice: '◆',
  text: '¶',
  uri: 'www',
  uri__tel: '☎',
  uri__mail: '✉',
  callback: '↺',
  messaging: '⇄',
  faq: '?',
  form: '☰',
  routing: '⏱',
  routing_output: '⏱',
  form_output: '☰',
  to_tree: '↪',
  api: '{}',
};

/**
 * A node on the canvas: one button selecting it (named by its kind and label, and "to complete"
 * when it blocks a publish), and the "+" button adding a node under it. Dragging the card moves it.
 */
export const NodeCard = memo(function NodeCard({ data, selected }: NodeProps<CardNode>) {
  const t = useT();
  const actions = useContext(CardActionsContext);
  const far = useContext(FarContext);
  const { node, invalid, canAdd, drop, menuOpen } = data;
  const kind = actionName(t, node.action);
  const name = nodeName(t, node);
  return (
    <div className="wb-card" data-action={node.action}>
      {far ? (
        // Where edges attach: xyflow reads the `.target` and `.source` marks of a card.
        <span className="wb-anchor target" data-handlepos="top" />
      ) : (
        <Handle type="target" position={Position.Top} isConnectable={false} className="wb-handle" />
      )}
      <button
        type="button"
        className="wb-card-select"
        aria-pressed={selected === true}
        data-drop={drop ?? undefined}
        data-invalid={invalid || undefined}
        onClick={() => actions?.select(node.id)}
      >
        <span className="wb-card-kind">
          <span aria-hidden="true" className="wb-card-tag">
            {TAGS[node.action] ?? '•'}
          </span>{' '}
          {kind}
        </span>{' '}
        <span className="wb-card-label">{node.label || '—'}</span>
        {invalid && (
          <>
            {' '}
            <span className="wb-card-mark">{t('webivr-builder:canvas.to_complete')}</span>
          </>
        )}
      </button>
      {canAdd && !far && (
        <button
          type="button"
          className="wb-card-add nodrag"
          aria-label={t('webivr-builder:canvas.add_under', { node: name })}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          onClick={(event) => actions?.openAdd(node.id, event.currentTarget)}
        >
          +
        </button>
      )}
      {far ? (
        <span className="wb-anchor source" data-handlepos="bottom" />
      ) : (
        <Handle type="source" position={Position.Bottom} isConnectable={false} className="wb-handle" />
      )}
    </div>
  );
});
