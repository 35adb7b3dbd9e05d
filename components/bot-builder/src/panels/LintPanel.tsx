import { useStore } from '@nanostores/react';
import { useT } from '@omnicanal/ui';
import { useId, useMemo } from 'react';
import { nodeName, problemText } from '../labels.ts';
import { type BuilderStore, lintBot, type Viewer } from '../model/index.ts';
import { showNode } from './showNode.ts';

export interface LintPanelProps {
  store: BuilderStore;
  viewer: Viewer;
}

/**
 * Every problem of the bot for the open channel (validation, WhatsApp limits, dead ends, unreachable
 * nodes, broken jumps, weights). Each entry opens the node's tree and selects the node.
 */
export function LintPanel({ store }: LintPanelProps) {
  const t = useT();
  const headingId = useId();
  const { bot, channel } = useStore(store.$state);
  const problems = useMemo(() => (bot ? lintBot(bot, channel) : []), [bot, channel]);
  if (!bot) return null;
  return (
    <aside className="oc-panel oc-lint-panel" aria-label={t('bot-forms:lint.title')}>
      <h2 id={headingId} className="oc-panel-title">
        {t('bot-forms:lint.heading', { count: problems.length })}
      </h2>
      {problems.length === 0 ? (
        <p className="oc-panel-empty">{t('bot-forms:lint.empty')}</p>
      ) : (
        <ul className="oc-panel-list" aria-labelledby={headingId}>
          {problems.map((problem, index) => {
            const node = bot.nodes[problem.node];
            const name = node ? nodeName(t, node) : problem.node;
            const message = problemText(t, problem.message, problem.params);
            return (
              // Several problems may concern the same node and field: the position keeps keys unique.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt from the bot on each change
              <li key={`${problem.node}-${problem.kind}-${problem.message}-${index}`}>
                <button
                  type="button"
                  className={`oc-lint-item oc-lint-${problem.kind}`}
                  onClick={() => showNode(store, problem.node, problem.tree)}
                >
                  {t('bot-forms:lint.item', { node: name, message })}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </aside>
  );
}
