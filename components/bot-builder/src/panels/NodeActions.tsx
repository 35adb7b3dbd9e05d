import { useStore } from '@nanostores/react';
import { type Bot, type BotNode, isTreeRoot } from '@omnicanal/core/bot';
import { useT } from '@omnicanal/ui';
import { useId, useState } from 'react';
import { nodeName } from '../labels.ts';
import { type BuilderStore, deleteNode, moveNode } from '../model/index.ts';
import { moveTargets } from './treeNodes.ts';

interface NodeActionsProps {
  store: BuilderStore;
  bot: Bot;
  node: BotNode;
}

/**
 * Delete the node, or move it under another node of the open tree without dragging. A refused move
 * shows through the store's `refusal`; a tree root cannot be deleted (the tree is deleted instead).
 */
export function NodeActions({ store, bot, node }: NodeActionsProps) {
  const t = useT();
  const id = useId();
  const { channel, treeKey } = useStore(store.$state);
  const [parent, setParent] = useState('');
  const root = isTreeRoot(bot, node.key);
  const targets = moveTargets(bot, channel, treeKey, node.key);
  const move = () => {
    if (!parent) return;
    if (store.apply((current) => moveNode(current, node.key, parent, { channel }))) setParent('');
  };
  return (
    <div className="oc-panel-actions">
      <div className="oc-panel-move">
        <label htmlFor={`${id}-parent`}>{t('bot-forms:panel.new_parent')}</label>
        <select id={`${id}-parent`} value={parent} onChange={(event) => setParent(event.target.value)}>
          <option value="">{t('bot-forms:fields.choose')}</option>
          {targets.map((key) => {
            const target = bot.nodes[key];
            return target ? (
              <option key={key} value={key}>
                {nodeName(t, target)}
              </option>
            ) : null;
          })}
        </select>
        <button type="button" onClick={move} disabled={!parent}>
          {t('bot-forms:panel.move')}
        </button>
      </div>
      <button
        type="button"
        className="oc-panel-delete"
        disabled={root}
        aria-describedby={root ? `${id}-root` : undefined}
        onClick={() => store.apply((current) => deleteNode(current, node.key))}
      >
        {t('bot-forms:panel.delete')}
      </button>
      {root && (
        <p id={`${id}-root`} className="oc-panel-note">
          {t('bot-forms:panel.root_no_delete')}
        </p>
      )}
    </div>
  );
}
