import { useT } from '@omnicanal/ui';
import { Handle, type NodeProps, Position } from '@xyflow/react';
import { memo } from 'react';
import { actionLabel, excerpt, nodeText } from '../labels.ts';
import { useCanvasActions } from './context.ts';
import type { CardNode } from './elements.ts';

/**
 * A node on the canvas: one button selecting it (named "<action> <tag> — <text>"), and under it
 * the button opening the menu of actions that may follow it. Dragging the card moves the node.
 */
export const NodeCard = memo(function NodeCard({ data, selected }: NodeProps<CardNode>) {
  const t = useT();
  const { select, openMenu } = useCanvasActions();
  const { node, canAdd, drop, menuOpen } = data;
  const label = actionLabel(t, node.action);
  const text = nodeText(node);
  return (
    <div className="oc-card" data-action={node.action}>
      <Handle type="target" position={Position.Top} isConnectable={false} className="oc-handle" />
      <button
        type="button"
        className="oc-card-select"
        aria-pressed={selected === true}
        data-drop={drop ?? undefined}
        onClick={() => select(node.key)}
      >
        {/* No aria-label: the content is the name ("<action> <tag> — <text>", as nodeName builds it),
            so what is read is what is seen (the dash only for screen readers). */}
        <span className="oc-card-head">
          <span className="oc-card-action">{label}</span> <span className="oc-card-tag">{node.tag}</span>
        </span>
        {text !== '' && (
          <>
            {' '}
            <span className="oc-visually-hidden">—</span>{' '}
            <span className="oc-card-text">{excerpt(text)}</span>
          </>
        )}
      </button>
      {node.customTag && <span className="oc-card-custom">{node.customTag}</span>}
      {canAdd && (
        <button
          type="button"
          className="oc-card-add nodrag"
          aria-label={t('bot-builder:canvas.add_under', { node: `${label} ${node.tag}` })}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          onClick={(event) => openMenu(node.key, event.currentTarget)}
        >
          +
        </button>
      )}
      <Handle type="source" position={Position.Bottom} isConnectable={false} className="oc-handle" />
    </div>
  );
});
