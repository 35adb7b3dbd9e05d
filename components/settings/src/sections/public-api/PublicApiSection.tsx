import type { CreatedPublicApiToken, PublicApiToken, SettingsPage } from '@omnicanal/api';
import { ApiRequestError } from '@omnicanal/api';
import { errorMessage, fmtDateTime } from '@omnicanal/i18n';
import { api } from '@omnicanal/stores';
import { RowMenu, useT } from '@omnicanal/ui';
import { type FormEvent, type ReactElement, useId, useState } from 'react';
import { ConfirmDialog } from '../../ConfirmDialog.tsx';
import { type ListColumn, ListView } from '../../list/ListView.tsx';
import { useSettingsList } from '../../list/useSettingsList.ts';
import { Section } from '../../Section.tsx';
import { ListNotices } from '../../shared/ListNotices.tsx';
import type { SectionProps } from '../props.ts';
import { ApiCallsAudit } from './ApiCallsAudit.tsx';
import { ExtraDataKeys } from './ExtraDataKeys.tsx';
import { PartnerOrigins } from './PartnerOrigins.tsx';
import { TokenShownOnce } from './TokenShownOnce.tsx';
import { VisitorIdentity } from './VisitorIdentity.tsx';
import { WebsiteDomains } from './WebsiteDomains.tsx';

const PATH = '/public-api/tokens/';

const load = (params: Record<string, string>, signal: AbortSignal) =>
  api('core').get<SettingsPage<PublicApiToken>>(PATH, { query: params, signal });

const COLUMNS: readonly ListColumn<PublicApiToken>[] = [
  {
    field: 'label',
    label: 'settings-account:public_api.label',
    sortable: true,
    cell: (token) => token.label,
  },
  {
    field: 'created_at',
    label: 'settings-account:public_api.created_at',
    sortable: true,
    cell: (token) => fmtDateTime(token.created_at),
  },
  {
    field: 'scopes',
    label: 'settings-account:public_api.scopes',
    cell: (token) => <Scopes scopes={token.scopes} />,
  },
  {
    field: 'last_used_at',
    label: 'settings-account:public_api.last_used_at',
    cell: (token) => (token.last_used_at ? fmtDateTime(token.last_used_at) : '—'),
  },
];

/** What a token may do, in words (an unknown scope as it is written; `:` is i18next's namespace mark). */
function Scopes({ scopes }: { scopes: readonly string[] }) {
  const t = useT();
  return (
    <>
      {scopes
        .map((scope) =>
          t(`settings-account:public_api.scope.${scope.replace(':', '_')}`, { defaultValue: scope }),
        )
        .join(', ')}
    </>
  );
}

/**
 * `section="public-api"`: the company's public API tokens. A new token is shown once, when made;
 * the server keeps only its hash. Revoking asks first: whatever uses the token stops working.
 */
export function PublicApiSection(_props: SectionProps): ReactElement {
  const t = useT();
  const list = useSettingsList(load, '-created_at');
  const [created, setCreated] = useState<CreatedPublicApiToken | null>(null);
  const [revoking, setRevoking] = useState<PublicApiToken | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    setFailure(null);
    try {
      await api('core').delete(`/public-api/tokens/${revoking.id}`);
      list.removed(1);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
      setRevoking(null);
    }
  };

  return (
    <Section title="settings:sections.public-api" intro="settings-account:public_api.intro">
      <CreateTokenForm
        onCreated={(token) => {
          setCreated(token);
          list.reload();
        }}
      />
      {created ? <TokenShownOnce token={created} onDone={() => setCreated(null)} /> : null}
      <ListNotices failure={failure} />
      <ListView
        caption="settings-account:public_api.caption"
        list={list}
        columns={COLUMNS}
        rowKey={(token) => token.id}
        searchLabel="settings:list.search"
        empty="settings-account:public_api.empty"
        actions={(token) => (
          <RowMenu
            label={t('settings-account:public_api.actions')}
            name={t('settings-account:public_api.actions_named', { label: token.label })}
            items={[
              {
                label: t('settings-account:public_api.revoke'),
                danger: true,
                onSelect: () => setRevoking(token),
              },
            ]}
          />
        )}
      />
      {revoking ? (
        <ConfirmDialog
          title="settings-account:public_api.confirm_title"
          description="settings-account:public_api.confirm_text"
          values={{ label: revoking.label }}
          confirm="settings-account:public_api.revoke"
          danger
          busy={busy}
          onConfirm={revoke}
          onCancel={() => setRevoking(null)}
        />
      ) : null}
      <ApiCallsAudit />
      <VisitorIdentity />
      <ExtraDataKeys />
      <PartnerOrigins />
      <WebsiteDomains />
    </Section>
  );
}

/** A label, then Create; a refused label (empty, taken) says why under the field. */
function CreateTokenForm({ onCreated }: { onCreated: (token: CreatedPublicApiToken) => void }): ReactElement {
  const t = useT();
  const id = useId();
  const [label, setLabel] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (label.trim() === '') {
      setError(t('form:errors.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onCreated(await api('core').post<CreatedPublicApiToken>(PATH, { label: label.trim() }));
      setLabel('');
    } catch (failure) {
      const field = failure instanceof ApiRequestError ? failure.error.fields.label?.[0] : undefined;
      setError(field === 'already_exists' ? t('form:errors.already_exists') : errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="oc-form"
      aria-label={t('settings-account:public_api.create')}
      onSubmit={submit}
      noValidate
    >
      <div className="oc-form-field">
        <label htmlFor={`${id}-label`} className="oc-form-label">
          {t('settings-account:public_api.new_label')}
        </label>
        <input
          id={`${id}-label`}
          value={label}
          maxLength={128}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setLabel(event.currentTarget.value);
            setError(null);
          }}
        />
        {error ? (
          <p id={`${id}-error`} className="oc-form-errors">
            {error}
          </p>
        ) : null}
      </div>
      <div className="oc-form-actions">
        <button type="submit" className="primary" disabled={busy}>
          {t('settings-account:public_api.create')}
        </button>
      </div>
    </form>
  );
}
