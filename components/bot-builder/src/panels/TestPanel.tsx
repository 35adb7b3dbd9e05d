import { useStore } from '@nanostores/react';
import { useT } from '@omnicanal/ui';
import { useId, useState } from 'react';
import { actionLabel } from '../labels.ts';
import {
  answer,
  type BuilderStore,
  choose,
  decide,
  startWalk,
  type Viewer,
  type Walk,
} from '../model/index.ts';
import { branchLabels, testLines, type VisitorTurn } from './testLines.ts';

export interface TestPanelProps {
  store: BuilderStore;
  viewer: Viewer;
  onClose: () => void;
}

interface Session {
  walk: Walk;
  turns: VisitorTurn[];
}

/**
 * Plays the open tree as a visitor would meet it, without any call: messages, choices, typed answers
 * checked against the keywords, branches picked by hand, and the hand-off to an agent.
 */
export function TestPanel({ store, onClose }: TestPanelProps) {
  const t = useT();
  const id = useId();
  const { bot, channel, treeKey } = useStore(store.$state);
  const start = (): Session | null =>
    bot && treeKey ? { walk: startWalk(bot, channel, treeKey), turns: [] } : null;
  const [session, setSession] = useState<Session | null>(start);
  const [typed, setTyped] = useState('');
  const [testedTree, setTestedTree] = useState(treeKey);
  if (testedTree !== treeKey) {
    // Opening another tree starts its test over (state adjusted during render, as React advises).
    setTestedTree(treeKey);
    setSession(start());
  }
  const say = (text: string, next: (walk: Walk) => Walk) =>
    setSession(
      (was) =>
        was && { walk: next(was.walk), turns: [...was.turns, { at: was.walk.transcript.length, text }] },
    );
  const waiting = session?.walk.waiting ?? null;
  const walkBot = session?.walk.bot;

  return (
    <aside className="oc-panel oc-test-panel" aria-label={t('bot-forms:test.title')}>
      <div className="oc-panel-head">
        <h2 className="oc-panel-title">{t('bot-forms:test.title')}</h2>
        <button type="button" onClick={() => setSession(start())}>
          {t('bot-forms:test.restart')}
        </button>
        <button type="button" onClick={onClose}>
          {t('bot-forms:test.close')}
        </button>
      </div>
      {!session && <p className="oc-panel-empty">{t('bot-forms:test.no_tree')}</p>}
      <div role="log" aria-label={t('bot-forms:test.log')} className="oc-test-log">
        {session &&
          testLines(t, session.walk.transcript, session.turns).map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows; a line never moves
            <p key={index} className={`oc-test-line oc-test-${line.who}`}>
              {line.who !== 'system' && (
                <span className="visually-hidden">{t(`bot-forms:test.${line.who}`)} : </span>
              )}
              {line.text}
            </p>
          ))}
      </div>
      {waiting?.kind === 'buttons' && (
        <div className="oc-test-choices">
          {waiting.choices.map((choice) => (
            <button
              type="button"
              key={choice.node}
              onClick={() => say(choice.title || actionLabel(t, 'choice'), (w) => choose(w, choice.node))}
            >
              {choice.title || actionLabel(t, 'choice')}
            </button>
          ))}
        </div>
      )}
      {waiting?.kind === 'branch' && walkBot && (
        <div className="oc-test-choices">
          {branchLabels(t, walkBot, waiting).map((label, index) => {
            const option = waiting.options[index];
            return option ? (
              <button
                type="button"
                key={option.node}
                onClick={() => say(label, (w) => choose(w, option.node))}
              >
                {label}
              </button>
            ) : null;
          })}
          {waiting.reason === 'provider' && (
            <button
              type="button"
              onClick={() => say(t('bot-forms:test.not_configured'), (w) => decide(w, null))}
            >
              {t('bot-forms:test.not_configured')}
            </button>
          )}
        </div>
      )}
      {waiting?.kind === 'callback' && waiting.stage === 'timeslot' && (
        <div className="oc-test-choices">
          {waiting.choices.map((slot) => (
            <button
              type="button"
              key={slot.node}
              onClick={() => say(slot.title, (w) => choose(w, slot.node))}
            >
              {slot.title}
            </button>
          ))}
        </div>
      )}
      {(waiting?.kind === 'input' || (waiting?.kind === 'callback' && waiting.stage === 'number')) && (
        <form
          className="oc-test-answer"
          onSubmit={(event) => {
            event.preventDefault();
            if (typed.trim() === '') return;
            say(typed, (w) => answer(w, typed));
            setTyped('');
          }}
        >
          <label htmlFor={`${id}-answer`}>
            {t(waiting.kind === 'callback' ? 'bot-forms:test.number' : 'bot-forms:test.answer')}
          </label>
          <input
            id={`${id}-answer`}
            type="text"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit">{t('bot-forms:test.send')}</button>
        </form>
      )}
    </aside>
  );
}
