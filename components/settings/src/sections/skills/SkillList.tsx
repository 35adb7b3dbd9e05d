import type { SettingsPage, SkillSettings } from '@omnicanal/api';
import { api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { type ListColumn, ListView } from '../../list/ListView.tsx';
import { useSettingsList } from '../../list/useSettingsList.ts';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';

const load = (params: Record<string, string>, signal: AbortSignal) =>
  api('core').get<SettingsPage<SkillSettings>>('/settings/skills/', { query: params, signal });

/** The company's skills: name, automatic allocation and services, each opening its screen. */
export function SkillList(): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const list = useSettingsList(load, 'name');
  const add = (
    <button type="button" className="primary" onClick={() => navigate('skills', 'add')}>
      {t('settings-skills:add')}
    </button>
  );
  const columns: ListColumn<SkillSettings>[] = [
    { field: 'name', label: 'settings-skills:fields.name', sortable: true, cell: (skill) => skill.name },
    {
      field: 'auto_allocation',
      label: 'settings-skills:fields.auto_allocation',
      cell: (skill) => t(skill.auto_allocation ? 'settings-skills:yes' : 'settings-skills:no'),
    },
    {
      field: 'services',
      label: 'settings-skills:fields.services',
      cell: (skill) =>
        skill.services.length === 0
          ? t('settings-skills:no_service')
          : skill.services.map((service) => t(`settings-skills:services.${service.kind}`)).join(', '),
    },
  ];
  return (
    <Section title="settings:sections.skills" intro="settings-skills:intro" actions={add}>
      <ListView
        caption="settings-skills:caption"
        list={list}
        columns={columns}
        rowKey={(skill) => skill.id}
        searchLabel="settings-skills:search"
        empty="settings-skills:empty"
        emptyAction={add}
        actions={(skill) => (
          <button
            type="button"
            aria-label={t('settings-skills:edit_named', { name: skill.name })}
            onClick={() => navigate('skills', String(skill.id))}
          >
            {t('settings:edit')}
          </button>
        )}
      />
    </Section>
  );
}
