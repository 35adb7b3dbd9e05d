import { LOAD_BALANCER_OUTPUT } from '@omnicanal/core/bot';
import { useT } from '@omnicanal/ui';
import { useId } from 'react';
import { weightPercentages } from '../../model/index.ts';
import { useDraft } from '../useDraft.ts';
import type { NodeFormProps } from './types.ts';

const toNumber = (text: string): number => {
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? value : 0;
};

/**
 * routing_load_balancer: one weight per output child, in percent (spec 001 §9). The total is shown
 * and must be 100; weights that do not add up can be brought back to 100 in one step, keeping their
 * proportions.
 */
export function LoadBalancerForm({ bot, node, update }: NodeFormProps) {
  const t = useT();
  const base = useId();
  const outputs = node.childs.filter((key) => bot.nodes[key]?.action === LOAD_BALANCER_OUTPUT);
  const weights = node.action === 'routing_load_balancer' ? (node.data.weights ?? []) : [];
  const stored = outputs.map((_, index) => String(weights[index] ?? 0));
  const draft = useDraft(stored.join('|'), (joined) =>
    update({ data: { weights: joined.split('|').map(toNumber) } }),
  );
  if (node.action !== 'routing_load_balancer') return null;
  if (outputs.length === 0) return <p className="oc-panel-empty">{t('bot-forms:fields.weights_none')}</p>;
  const values = draft.value.split('|');
  const sum = values.reduce((total, value) => total + toNumber(value), 0);
  const setAt = (index: number, text: string) =>
    draft.change(values.map((value, i) => (i === index ? text.replace('|', '') : value)).join('|'));
  const normalise = () => {
    draft.flush();
    update({ data: { weights: weightPercentages(values.map(toNumber)) } });
  };
  return (
    <fieldset className="oc-panel-weights" onBlur={draft.flush}>
      <legend className="oc-form-label">{t('bot-forms:fields.weights')}</legend>
      {values.map((value, index) => (
        <div className="oc-form-field" key={outputs[index]}>
          <label className="oc-form-label" htmlFor={`${base}-${index}`}>
            {t('bot-forms:fields.weight', { n: index + 1 })}
          </label>
          <input
            id={`${base}-${index}`}
            type="number"
            min={0}
            max={100}
            inputMode="numeric"
            value={value}
            onChange={(event) => setAt(index, event.target.value)}
          />
        </div>
      ))}
      <p className="oc-panel-sum">{t('bot-forms:fields.weights_sum', { sum })}</p>
      {sum !== 100 && (
        <>
          <p role="alert" className="error-text">
            {t('bot-forms:fields.weights_not_100', { sum })}
          </p>
          <button type="button" onClick={normalise}>
            {t('bot-forms:fields.weights_normalise')}
          </button>
        </>
      )}
    </fieldset>
  );
}
