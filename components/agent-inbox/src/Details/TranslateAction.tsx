import { useStore } from '@nanostores/react';
import { ApiRequestError, type Message } from '@omnicanal/api';
import { errorMessage } from '@omnicanal/i18n';
import { $locale } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { useEffect, useState } from 'react';
import { translate, translationStatus } from './model/api.ts';

type State =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; text: string }
  | { kind: 'error'; text: string }
  | { kind: 'unconfigured' };

/**
 * "Traduire" under a text message: translates it into the user's language through the server's
 * provider and shows the translation beneath, as text. Says so when no provider is configured.
 */
export function TranslateAction({ message }: { message: Message }) {
  const t = useT();
  const locale = useStore($locale);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [configured, setConfigured] = useState<boolean | null>(null);
  const content = message.rich_content;
  const text = content.type === 'txt' ? content.text : null;

  useEffect(() => {
    if (text === null) return;
    let live = true;
    translationStatus().then(
      (status) => live && setConfigured(status.configured),
      // Unknown status: the button stays and the call itself will say what is wrong.
      () => live && setConfigured(true),
    );
    return () => {
      live = false;
    };
  }, [text]);

  // While the status is unknown the button shows: the line keeps its height whatever the answer,
  // so a long log does not jump under the reader when the status arrives.
  if (text === null) return null;
  if (configured === false || state.kind === 'unconfigured')
    return <p className="translation muted">{t('inbox-details:translate.notConfigured')}</p>;

  const run = async () => {
    setState({ kind: 'busy' });
    try {
      setState({ kind: 'done', text: (await translate(text, locale)).text });
    } catch (failure) {
      setState(
        failure instanceof ApiRequestError && failure.error.code === 'translation_not_configured'
          ? { kind: 'unconfigured' }
          : { kind: 'error', text: errorMessage(failure) },
      );
    }
  };

  return (
    <div className="translate">
      {state.kind === 'done' ? (
        <p className="translation">
          <strong>{t('inbox-details:translate.label')}</strong> <span lang={locale}>{state.text}</span>
        </p>
      ) : (
        <button type="button" className="link" onClick={run} disabled={state.kind === 'busy'}>
          {state.kind === 'busy' ? t('inbox-details:translate.busy') : t('inbox-details:translate.action')}
        </button>
      )}
      {state.kind === 'error' ? (
        <p className="form-error" role="alert">
          {state.text}
        </p>
      ) : null}
    </div>
  );
}
