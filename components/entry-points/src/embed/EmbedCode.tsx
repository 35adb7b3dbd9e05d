import { useStore } from '@nanostores/react';
import type { EntryPoint } from '@omnicanal/api';
import { isWebEntryPoint } from '@omnicanal/core';
import { useResource } from '@omnicanal/element';
import { $config } from '@omnicanal/stores';
import { Screen, useT } from '@omnicanal/ui';
import { type ReactElement, useId, useState } from 'react';
import { readEntryPoint } from '../model/client.ts';
import { embedCode } from '../model/embed.ts';
import { useNavigate } from '../navigation.ts';
import { ResourceState } from '../shared/ResourceState.tsx';

/** `messaging/form/{id}/embed`: the code a customer pastes into their website, and a copy button. */
export function EmbedCode({ id }: { id: number }): ReactElement {
  const t = useT();
  const loaded = useResource(() => readEntryPoint(id), String(id));
  const title = loaded.data
    ? t('entry-points:embed.title', { name: loaded.data.name })
    : t('entry-points:embed.code');
  return (
    <Screen title={title}>
      <ResourceState resource={loaded}>{(entryPoint) => <Code entryPoint={entryPoint} />}</ResourceState>
    </Screen>
  );
}

type Copy = 'idle' | 'copied' | 'failed';

function Code({ entryPoint }: { entryPoint: EntryPoint }): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const config = useStore($config);
  const codeId = useId();
  const [copy, setCopy] = useState<Copy>('idle');
  if (!isWebEntryPoint(entryPoint.type))
    return (
      <p role="alert" className="notice">
        {t('entry-points:embed.not_web')}
      </p>
    );
  const code = embedCode({
    origin: location.origin,
    apiBase: config.apiBase,
    entryPoint: entryPoint.id,
    skill: entryPoint.skill,
  });
  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <>
      <p className="intro">{t('entry-points:embed.intro')}</p>
      <label htmlFor={codeId} className="code-label">
        {t('entry-points:embed.code')}
      </label>
      <textarea
        id={codeId}
        className="code"
        readOnly
        rows={4}
        value={code}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="screen-actions">
        <button type="button" className="primary" onClick={() => void copyCode()}>
          {t('entry-points:embed.copy')}
        </button>
        <button type="button" className="link" onClick={() => navigate('customization', entryPoint.id)}>
          {t('entry-points:form.next_customize')}
        </button>
        <button type="button" className="link" onClick={() => navigate('messaging')}>
          {t('entry-points:back')}
        </button>
      </div>
      <p role="status" className={copy === 'failed' ? 'flash error' : 'flash'}>
        {copy === 'copied'
          ? t('entry-points:embed.copied')
          : copy === 'failed'
            ? t('entry-points:embed.copy_failed')
            : ''}
      </p>
    </>
  );
}
