import { useStore } from '@nanostores/react';
import type { PublicApiCall, PublicApiCallsPage, PublicApiToken, SettingsPage } from '@omnicanal/api';
import { useResource } from '@omnicanal/element';
import { $locale, api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useId, useState } from 'react';
import { type ListColumn, ListView } from '../../list/ListView.tsx';
import { useSettingsList } from '../../list/useSettingsList.ts';
import { SettingsCard } from '../../shared/SettingsCard.tsx';
import { type CallFilters, callTime, filterParams, STATUS_FILTERS } from './model/calls.ts';

/** A call as a row shows it: with the company's zone its page came with. */
type ShownCall = PublicApiCall & { zone: string };

const SCOPE_KEY = (scope: string) => `settings-account:public_api.scope.${scope.replace(':', '_')}`;

/**
 * Settings › API publique, the audit: every call made with the company's tokens, newest first, by
 * pages, filtered by token and by status. Times are on the company's clock (its zone is said).
 */
export function ApiCallsAudit(): ReactElement {
  const t = useT();
  const id = useId();
  const [filters, setFilters] = useState<CallFilters>({ token: '', status: '' });
  // Every token, to filter by (revoked ones are gone: their calls are named but not filterable).
  const tokens = useResource(
    (signal) =>
      api('core').get<SettingsPage<PublicApiToken>>('/public-api/tokens/', {
        query: { limit: '100', ordering: 'label' },
        signal,
      }),
    'audit-tokens',
  );
  const set = (change: Partial<CallFilters>) => setFilters((f) => ({ ...f, ...change }));

  return (
    <SettingsCard
      title="settings-account:public_api_audit.title"
      intro="settings-account:public_api_audit.intro"
      failure={null}
    >
      <fieldset className="list-search">
        <legend className="visually-hidden">{t('settings-account:public_api_audit.filters')}</legend>
        <label htmlFor={`${id}-token`}>{t('settings-account:public_api_audit.token')}</label>
        <select
          id={`${id}-token`}
          value={filters.token}
          onChange={(e) => set({ token: e.currentTarget.value })}
        >
          <option value="">{t('settings-account:public_api_audit.all_tokens')}</option>
          {(tokens.data?.results ?? []).map((token) => (
            <option key={token.id} value={String(token.id)}>
              {token.label}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-status`}>{t('settings-account:public_api_audit.status')}</label>
        <select
          id={`${id}-status`}
          value={filters.status}
          onChange={(e) => set({ status: e.currentTarget.value })}
        >
          <option value="">{t('settings-account:public_api_audit.all_statuses')}</option>
          {STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(`settings-account:public_api_audit.status_${status}`)}
            </option>
          ))}
        </select>
      </fieldset>
      {/* A change of filter starts a new list from its first page. */}
      <Calls key={JSON.stringify(filters)} filters={filters} />
    </SettingsCard>
  );
}

function Calls({ filters }: { filters: CallFilters }): ReactElement {
  const t = useT();
  const locale = useStore($locale);
  const list = useSettingsList<ShownCall>(async (params, signal) => {
    const page = await api('core').get<PublicApiCallsPage>('/public-api/calls', {
      query: { offset: params.offset ?? '0', limit: params.limit ?? '20', ...filterParams(filters) },
      signal,
    });
    return { count: page.count, results: page.results.map((call) => ({ ...call, zone: page.zone })) };
  }, '-at');
  const zone = list.page?.results[0]?.zone;
  const filtered = filters.token !== '' || filters.status !== '';

  const columns: readonly ListColumn<ShownCall>[] = [
    {
      field: 'at',
      label: 'settings-account:public_api_audit.at',
      cell: (call) => <time dateTime={call.at}>{callTime(call.at, call.zone, locale)}</time>,
    },
    {
      field: 'token',
      label: 'settings-account:public_api_audit.token',
      cell: (call) =>
        call.token_id === null
          ? t('settings-account:public_api_audit.revoked', {
              label: call.token_label ?? t('settings-account:public_api_audit.unnamed'),
            })
          : (call.token_label ?? '—'),
    },
    { field: 'method', label: 'settings-account:public_api_audit.method', cell: (call) => call.method },
    {
      field: 'path',
      label: 'settings-account:public_api_audit.path',
      cell: (call) => <code>{call.path}</code>,
    },
    {
      field: 'status',
      label: 'settings-account:public_api_audit.status',
      cell: (call) => call.status,
    },
    {
      field: 'scope',
      label: 'settings-account:public_api_audit.scope',
      cell: (call) => (call.scope ? t(SCOPE_KEY(call.scope), { defaultValue: call.scope }) : '—'),
    },
  ];

  return (
    <>
      {zone ? <p className="intro">{t('settings-account:public_api_audit.zone', { zone })}</p> : null}
      <ListView
        caption="settings-account:public_api_audit.caption"
        list={list}
        columns={columns}
        rowKey={(call) => call.id}
        empty={
          filtered
            ? 'settings-account:public_api_audit.none_match'
            : 'settings-account:public_api_audit.empty'
        }
      />
    </>
  );
}
