import type { CalendarRule, CalendarTree } from '@omnicanal/api';
import { useResource } from '@omnicanal/element';
import { api } from '@omnicanal/stores';
import { ModalDialog, useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { ResourceState } from '../../shared/ResourceState.tsx';

/** The trees dialog (spec 001 §2): the bot trees that route on the calendar or open by it. */
export function TreesDialog({ rule, onClose }: { rule: CalendarRule; onClose: () => void }): ReactElement {
  const t = useT();
  const trees = useResource(
    (signal) => api('chronos').get<CalendarTree[]>(`/accounts/calendar-trees/${rule.id}`, { signal }),
    String(rule.id),
  );
  return (
    <ModalDialog
      title={t('settings-calendars:trees.title', { name: rule.label })}
      onCancel={onClose}
      actions={
        <button type="button" data-autofocus onClick={onClose}>
          {t('settings-calendars:trees.close')}
        </button>
      }
    >
      <ResourceState resource={trees}>
        {(list) =>
          list.length === 0 ? (
            <p role="status">{t('settings-calendars:trees.none')}</p>
          ) : (
            <ul className="calendar-trees">
              {list.map((tree) => (
                <li
                  key={`${tree.via} ${tree.skill} ${tree.bot} ${tree.channel} ${tree.tree} ${tree.entry_point}`}
                >
                  <strong>{tree.title}</strong>{' '}
                  <span>
                    {t(
                      tree.via === 'chronos'
                        ? 'settings-calendars:trees.by_chronos'
                        : 'settings-calendars:trees.by_entry_point',
                      {
                        skill: tree.skill_name,
                        channel: tree.channel,
                        entry_point: tree.entry_point,
                      },
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </ResourceState>
    </ModalDialog>
  );
}
