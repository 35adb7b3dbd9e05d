import type { RoomBotInfos } from '@omnicanal/api';
import { useT } from '@omnicanal/ui';
import { useId } from 'react';

/**
 * What the skill's bot left to the agent at the hand-off: why it handed off, the answers the
 * visitor gave it (its variables) and the steps it ran, in order. Its transcript is in the
 * conversation itself.
 */
export function BotSection({ bot }: { bot: RoomBotInfos }) {
  const t = useT();
  const titleId = useId();
  const variables = Object.entries(bot.variables);
  return (
    <section className="detail-section bot-journey" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('inbox-bot:title')}</h3>
      <dl className="guest-infos">
        <div className="row">
          <dt>{t('inbox-bot:reason.label')}</dt>
          <dd>{t(`inbox-bot:reason.${bot.reason}`, { defaultValue: bot.reason })}</dd>
        </div>
        <div className="row">
          <dt>{t('inbox-bot:variables')}</dt>
          <dd>
            {variables.length === 0 ? (
              t('inbox-bot:none')
            ) : (
              <ul>
                {variables.map(([name, value]) => (
                  <li key={name}>
                    {name} : {value}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      <h4>{t('inbox-bot:path')}</h4>
      <ol className="bot-path">
        {bot.path.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a node may run twice; the path never changes
          <li key={index}>{step.label || step.node}</li>
        ))}
      </ol>
    </section>
  );
}
