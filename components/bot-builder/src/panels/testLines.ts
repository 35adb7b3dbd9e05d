import { type Bot, LOAD_BALANCER_OUTPUT } from '@omnicanal/core/bot';
import { nodeText, type Translate } from '../labels.ts';
import { type WalkStep, weightPercentages } from '../model/index.ts';

/** One line of the test conversation. */
export interface TestLine {
  who: 'bot' | 'visitor' | 'system';
  text: string;
}

/** What the visitor said, and where in the transcript it was said. */
export interface VisitorTurn {
  at: number;
  text: string;
}

/** Log lines: the bot's steps with the visitor's turns placed where they happened. */
export function testLines(
  t: Translate,
  transcript: readonly WalkStep[],
  turns: readonly VisitorTurn[],
): TestLine[] {
  const lines: TestLine[] = [];
  const visitor = (index: number) => {
    for (const turn of turns) if (turn.at === index) lines.push({ who: 'visitor', text: turn.text });
  };
  transcript.forEach((step, index) => {
    visitor(index);
    if (step.kind === 'message') lines.push({ who: 'bot', text: step.text });
    if (step.kind === 'link')
      lines.push({ who: 'bot', text: [step.title, step.url].filter(Boolean).join(' — ') });
    if (step.kind === 'buttons' && step.text) lines.push({ who: 'bot', text: step.text });
    if (step.kind === 'event')
      lines.push({ who: 'system', text: t('bot-forms:test.event', { label: step.label }) });
    if (step.kind === 'record')
      lines.push({
        who: 'system',
        text: t(`bot-forms:test.record.${step.what}`, { number: step.data.number ?? '' }),
      });
    if (step.kind === 'handoff') lines.push({ who: 'system', text: t('bot-forms:test.handoff') });
    if (step.kind === 'end') lines.push({ who: 'system', text: t(`bot-forms:test.end.${step.reason}`) });
  });
  visitor(transcript.length);
  return lines;
}

/**
 * Labels of a branch the tester picks in place of the server: chronos outputs by their text, else
 * "Ouvert" for the first and "Fermé" for the others; load-balancer outputs as "Sortie N (P %)" with
 * the weights shown as percentages; the opt-in's ok and ko; a provider's outputs by their title.
 */
export function branchLabels(t: Translate, bot: Bot, step: Extract<WalkStep, { kind: 'branch' }>): string[] {
  if (step.reason === 'chronos') {
    return step.options.map((option, index) => {
      const output = bot.nodes[option.node];
      const text = output ? nodeText(output) : '';
      return text || (index === 0 ? t('bot-forms:test.open') : t('bot-forms:test.closed'));
    });
  }
  if (step.reason === 'optin') return step.options.map((o) => t(`bot-forms:test.optin_${o.label}`));
  if (step.reason === 'provider') return step.options.map((o) => o.label);
  const balancer = bot.nodes[step.node];
  const outputs = balancer?.childs.filter((key) => bot.nodes[key]?.action === LOAD_BALANCER_OUTPUT) ?? [];
  const weights = balancer?.action === 'routing_load_balancer' ? (balancer.data.weights ?? []) : [];
  const percents = weightPercentages(outputs.map((_, index) => weights[index] ?? 0));
  return step.options.map((option) => {
    const index = outputs.indexOf(option.node);
    return t('bot-forms:test.lb_option', { n: index + 1, p: percents[index] ?? 0 });
  });
}
