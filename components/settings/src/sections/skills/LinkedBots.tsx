import { BotUsage } from '@omnicanal/api';
import { useResource } from '@omnicanal/element';
import { api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useId } from 'react';
import * as v from 'valibot';
import { ResourceState } from '../../shared/ResourceState.tsx';

/**
 * The bots built on the skill (spec 002 §3 "linked bot trees"), read from the bot service: each bot
 * with its channels and tree count. They are edited in the bot builder, not here.
 */
export function LinkedBots({ id }: { id: number }): ReactElement {
  const t = useT();
  const heading = useId();
  const bots = useResource(
    (signal) => api('bot').get(`/bot/used-by-skill/${id}`, { signal, answer: v.array(BotUsage) }),
    String(id),
  );
  return (
    <section aria-labelledby={heading} className="linked-bots">
      <h2 id={heading}>{t('settings-skills:bots.title')}</h2>
      <ResourceState resource={bots}>
        {(list) =>
          list.length === 0 ? (
            <p>{t('settings-skills:bots.none')}</p>
          ) : (
            <ul>
              {list.map((bot) => (
                <li key={bot.bot}>
                  {t('settings-skills:bots.item', {
                    bot: bot.bot,
                    count: bot.trees,
                    channels: bot.channels.join(', ') || t('settings-skills:bots.no_channel'),
                  })}
                </li>
              ))}
            </ul>
          )
        }
      </ResourceState>
    </section>
  );
}
