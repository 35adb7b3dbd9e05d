import { useT } from '@omnicanal/ui';
import { Handle, type NodeProps, Position } from '@xyflow/react';
import { memo, type ReactNode } from 'react';
import { actionLabel, excerpt, nodeText, type Translate } from '../labels.ts';
import { type CanvasActions, useCanvasActions, useFar } from './context.ts';
import type { CardData, CardNode } from './elements.ts';

interface CardProps {
  data: CardData;
  selected: boolean;
  t: Translate;
  actions: CanvasActions;
}

/**
 * A node on the canvas: one button selecting it (named "<action> <tag> — <text>"), and under it
 * the button opening the menu of actions that may follow it. Dragging the card moves the node.
 * Zoomed out (the whole of a large tree on screen), the card draws its title only.
 */
export const NodeCard = memo(function NodeCard({ data, selected }: NodeProps<CardNode>) {
  const t = useT();
  const actions = useCanvasActions();
  const props = { data, selected: selected === true, t, actions };
  return useFar() ? <FarCard {...props} /> : <FullCard {...props} />;
});

function FullCard({ data, selected, t, actions }: CardProps) {
  const { node } = data;
  const label = actionLabel(t, node.action);
  const text = nodeText(node);
  return (
    <div className="oc-card" data-action={node.action}>
      <Handle type="target" position={Position.Top} isConnectable={false} className="oc-handle" />
      <SelectButton data={data} selected={selected} actions={actions}>
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
      </SelectButton>
      {node.customTag && <span className="oc-card-custom">{node.customTag}</span>}
      <AddButton data={data} t={t} actions={actions} label={label} />
      <Handle type="source" position={Position.Bottom} isConnectable={false} className="oc-handle" />
    </div>
  );
}

/**
 * The overview card: a plain box with the action's title in large type, the one thing still
 * legible at this scale; hundreds of them are drawn while panning, so it stays small (no shadow,
 * no clamped text). Its button keeps the full card's name (tag and excerpt for screen readers
 * only), so it is found and read the same at every zoom.
 */
function FarCard({ data, selected, t, actions }: CardProps) {
  const { node } = data;
  const label = actionLabel(t, node.action);
  const text = nodeText(node);
  const rest = text === '' ? ` ${node.tag}` : ` ${node.tag} — ${excerpt(text)}`;
  return (
    <div className="oc-card oc-card-far" data-action={node.action}>
      {/* Where edges attach: xyflow reads the `.target` and `.source` elements of a card when it
          measures it. Plain marks rather than <Handle>s: each Handle listens to the flow's store,
          which changes on every pan frame, and this card is drawn by the hundred. */}
      <span className="oc-anchor target" data-handlepos="top" />
      <SelectButton data={data} selected={selected} actions={actions}>
        <span className="oc-card-head">{label}</span>
        <span className="oc-visually-hidden">{rest}</span>
      </SelectButton>
      <AddButton data={data} t={t} actions={actions} label={label} />
      <span className="oc-anchor source" data-handlepos="bottom" />
    </div>
  );
}

/** The card's own button: selects its node; its content is its name, at every zoom. */
function SelectButton({
  data,
  selected,
  actions,
  children,
}: {
  data: CardData;
  selected: boolean;
  actions: CanvasActions;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="oc-card-select"
      aria-pressed={selected}
      data-drop={data.drop ?? undefined}
      onClick={() => actions.select(data.node.key)}
    >
      {children}
    </button>
  );
}

function AddButton({
  data,
  t,
  actions,
  label,
}: {
  data: CardData;
  t: Translate;
  actions: CanvasActions;
  label: string;
}) {
  const { node, canAdd, menuOpen } = data;
  if (!canAdd) return null;
  return (
    <button
      type="button"
      className="oc-card-add nodrag"
      aria-label={t('bot-builder:canvas.add_under', { node: `${label} ${node.tag}` })}
      aria-haspopup="menu"
      aria-expanded={menuOpen}
      onClick={(event) => actions.openMenu(node.key, event.currentTarget)}
    >
      +
    </button>
  );
}
