import { useStore } from '@nanostores/react';
import type { EntryPoint } from '@omnicanal/api';
import { hasLinkPage, isWebEntryPoint } from '@omnicanal/core';
import { useResource } from '@omnicanal/element';
import { $config } from '@omnicanal/stores';
import { Screen, useT } from '@omnicanal/ui';
import { type ReactElement, useId, useState } from 'react';
import { readEntryPoint } from '../model/client.ts';
import { embedCode, linkAddress } from '../model/embed.ts';
import { useNavigate } from '../navigation.ts';
import { ResourceState } from '../shared/ResourceState.tsx';

/**
 * `messaging/form/{id}/embed`: the code a customer pastes into their website, or for a URL link
 * on the web channel the address of its page, with a copy button.
 */
export function EmbedCode({ id }: { id: number }): ReactElement {
  const t = useT();
  const loaded = useResource(() => readEntryPoint(id), String(id));
  const title = loaded.data
    ? t(hasLinkPage(loaded.data) ? 'entry-points:embed.link_title' : 'entry-points:embed.title', {
        name: loaded.data.name,
      })
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
  const link = hasLinkPage(entryPoint);
  if (!link && !isWebEntryPoint(entryPoint.type))
    return (
      <p role="alert" className="notice">
        {t('entry-points:embed.not_web')}
      </p>
    );
  const target = { origin: location.origin, apiBase: config.apiBase, entryPoint: entryPoint.id };
  const code = link ? linkAddress(target) : embedCode({ ...target, skill: entryPoint.skill });
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
      <p className="intro">{t(link ? 'entry-points:embed.link_intro' : 'entry-points:embed.intro')}</p>
      <label htmlFor={codeId} className="code-label">
        {t(link ? 'entry-points:embed.link_label' : 'entry-points:embed.code')}
      </label>
      {link ? (
        <input id={codeId} className="code" readOnly value={code} onFocus={(e) => e.currentTarget.select()} />
      ) : (
        <textarea
          id={codeId}
          className="code"
          readOnly
          rows={4}
          value={code}
          onFocus={(e) => e.currentTarget.select()}
        />
      )}
      <div className="screen-actions">
        <button type="button" className="primary" onClick={() => void copyCode()}>
          {t(link ? 'entry-points:embed.copy_link' : 'entry-points:embed.copy')}
        </button>
        {link ? (
          <a className="link" href={code} target="_blank" rel="noopener noreferrer">
            {t('entry-points:embed.open_link')}
          </a>
        ) : (
          <button type="button" className="link" onClick={() => navigate('customization', entryPoint.id)}>
            {t('entry-points:form.next_customize')}
          </button>
        )}
        <button type="button" className="link" onClick={() => navigate('messaging')}>
          {t('entry-points:back')}
        </button>
      </div>
      <p role="status" className={copy === 'failed' ? 'flash error' : 'flash'}>
        {copy === 'copied'
          ? t(link ? 'entry-points:embed.link_copied' : 'entry-points:embed.copied')
          : copy === 'failed'
            ? t('entry-points:embed.copy_failed')
            : ''}
      </p>
    </>
  );
}
