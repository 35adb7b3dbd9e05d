import {
  ApiRequestError,
  type Channel,
  connectSigninChannel,
  exchangeSignin,
  fetchChannels,
  type SigninAccount,
  type SigninExchange,
  type SigninProvider,
} from '@omnicanal/api';
import { useResource } from '@omnicanal/element';
import { errorMessage } from '@omnicanal/i18n';
import { api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { type FormEvent, type ReactElement, useId, useState } from 'react';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import { ResourceState } from '../../shared/ResourceState.tsx';
import { defaultKind, loggedQuery, readDraft, SIGNIN_DRAFT_KEY, type SigninDraft } from './model/signin.ts';
import { useSignin } from './SigninButton.tsx';
import { WhatsappSignup } from './WhatsappSignup.tsx';

/**
 * The exchanges made in this page's life, by state: a state works once, so a second mount (the
 * element is unmounted on every disconnect) reads the first answer instead of spending it again.
 */
const exchanges = new Map<string, Promise<SigninExchange>>();
const exchangeOnce = (provider: SigninProvider, code: string, state: string) => {
  let pending = exchanges.get(state);
  if (!pending) {
    pending = exchangeSignin(api('misc'), provider, { code, state });
    exchanges.set(state, pending);
  }
  return pending;
};

interface Loaded {
  exchange: SigninExchange;
  channel: Channel | null;
  skills: { id: number; name: string }[];
}

/**
 * `/messaging/logged` (spec 000 §2): back from a provider's sign-in. Exchanges the code for the
 * accounts, lets the admin choose one (an Instagram account outside 1,000–100,000 followers or not
 * eligible cannot be chosen), then saves it as the channel (with the sign-in's credential, which
 * only the server holds) and opens its edit screen. A refusal or a
 * failed exchange says "Connection failed" for the provider (spec 002 §8), with a retry.
 */
export function LoggedPage({ search }: { search: string }): ReactElement {
  const t = useT();
  const query = loggedQuery(search);
  const draft = readDraft(sessionStorage.getItem(SIGNIN_DRAFT_KEY));
  const provider = query.outcome === 'invalid' ? 'facebook' : query.provider;
  const state = query.outcome === 'code' ? query.state : '';
  const retryDraft: SigninDraft = draft ?? { kind: defaultKind(provider), channel: null };
  const loaded = useResource<Loaded>(async (signal) => {
    if (query.outcome !== 'code') throw new Error('refused');
    const [exchange, list, skills] = await Promise.all([
      exchangeOnce(query.provider, query.code, query.state),
      draft?.channel ? fetchChannels(api('core')) : null,
      api('core').get<{ id: number; name: string }[]>('/skills/', { signal }),
    ]);
    const channel = list?.channels.find((c) => c.id === draft?.channel) ?? null;
    return { exchange, channel, skills };
  }, search);
  const failed = (detail?: string) => <Failed provider={provider} draft={retryDraft} detail={detail} />;
  return (
    <Section title={t('settings-channels:logged.title')}>
      {query.outcome !== 'code' ? (
        failed()
      ) : loaded.error ? (
        failed(loaded.error instanceof ApiRequestError ? undefined : errorMessage(loaded.error))
      ) : (
        <ResourceState resource={loaded}>
          {(data) =>
            // The full WhatsApp plan: the number and the business profile (spec 002 §3).
            data.exchange.kind === 'whatsapp' ? (
              <WhatsappSignup numbers={data.exchange.accounts} skills={data.skills} state={state} />
            ) : (
              <Choose data={data} draft={draft} state={state} />
            )
          }
        </ResourceState>
      )}
    </Section>
  );
}

/** Spec 002 §8: the provider's "Connection failed" message, and a retry. */
function Failed({
  provider,
  draft,
  detail,
}: {
  provider: SigninProvider;
  draft: SigninDraft;
  detail: string | undefined;
}): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const { start, busy } = useSignin();
  return (
    <div className="settings-card">
      <p role="alert">{t(`settings-channels:signin.failed_${provider}`)}</p>
      {detail ? <p>{detail}</p> : null}
      <button type="button" disabled={busy} onClick={() => void start(draft)}>
        {t('settings-channels:signin.retry')}
      </button>{' '}
      <button type="button" onClick={() => navigate('channels')}>
        {t('settings:back')}
      </button>
    </div>
  );
}

/** The accounts to choose from, the channel's name and skill, and the save. */
function Choose({
  data,
  draft,
  state,
}: {
  data: Loaded;
  draft: SigninDraft | null;
  state: string;
}): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const nameId = useId();
  const skillId = useId();
  const { exchange, channel, skills } = data;
  const kind = exchange.kind;
  const usable = exchange.accounts.filter((a) => a.problem === null);
  const [chosen, setChosen] = useState<string>(usable[0]?.id ?? '');
  const [name, setName] = useState(channel?.name ?? '');
  const [skill, setSkill] = useState(String(channel?.skill ?? skills[0]?.id ?? ''));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const account = exchange.accounts.find((a) => a.id === chosen);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!account) return;
    setBusy(true);
    setFailure(null);
    try {
      const saved = await connectSigninChannel(api('misc'), exchange.provider, {
        state,
        account_id: account.id,
        channel: channel?.id ?? null,
        name: name.trim() || account.name,
        skill: Number(skill),
      });
      sessionStorage.removeItem(SIGNIN_DRAFT_KEY);
      navigate('channels', `edit/${kind}/${saved.uuid}`);
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  };
  if (draft && draft.kind !== kind) sessionStorage.removeItem(SIGNIN_DRAFT_KEY);
  return (
    <form className="settings-card" onSubmit={save} aria-busy={busy}>
      <p>{t('settings-channels:logged.intro', { kind: t(`settings-channels:kinds.${kind}`) })}</p>
      <fieldset>
        <legend>{t('settings-channels:logged.accounts')}</legend>
        {exchange.accounts.length === 0 ? <p role="status">{t('settings-channels:logged.none')}</p> : null}
        {exchange.accounts.map((a) => (
          <Account key={a.id} account={a} checked={chosen === a.id} onChoose={() => setChosen(a.id)} />
        ))}
      </fieldset>
      <label htmlFor={nameId}>{t('settings-channels:form.name')}</label>
      <input
        id={nameId}
        value={name}
        placeholder={account?.name ?? ''}
        maxLength={128}
        onChange={(e) => setName(e.target.value)}
      />
      <label htmlFor={skillId}>{t('settings-channels:form.skill')}</label>
      <select id={skillId} value={skill} onChange={(e) => setSkill(e.target.value)}>
        {skills.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
      {failure ? (
        <p role="alert" className="list-error">
          {errorMessage(failure)}
        </p>
      ) : null}
      <button type="submit" disabled={busy || !account || account.problem !== null}>
        {t('settings-channels:logged.save')}
      </button>
    </form>
  );
}

/** One account: its name, followers for Instagram, and why it cannot be chosen. */
function Account({
  account,
  checked,
  onChoose,
}: {
  account: SigninAccount;
  checked: boolean;
  onChoose: () => void;
}): ReactElement {
  const t = useT();
  const hintId = useId();
  const blocked = account.problem !== null;
  return (
    <div>
      <label>
        <input
          type="radio"
          name="account"
          value={account.id}
          checked={checked}
          disabled={blocked}
          aria-describedby={blocked ? hintId : undefined}
          onChange={onChoose}
        />{' '}
        {account.name}
        {account.followers !== null
          ? ` (${t('settings-channels:logged.followers', { count: account.followers })})`
          : ''}
      </label>
      {blocked ? (
        <p id={hintId} className="field-error">
          {t(`settings-channels:errors.${account.problem}`)}
        </p>
      ) : null}
    </div>
  );
}
