import type { Channel } from '@omnicanal/api';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useId, useRef, useState } from 'react';

/**
 * After saving a channel on the local provider: the address its messages are posted to, with
 * Copy, and an honest word that no outside provider is connected yet (README, "Channels").
 */
export function InboundAddress({ channel, onDone }: { channel: Channel; onDone: () => void }): ReactElement {
  const t = useT();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const address = channel.inbound_url ?? '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied('yes');
    } catch {
      // Without clipboard access the text stays selected for the keyboard's own copy.
      field.current?.select();
      setCopied('no');
    }
  };
  return (
    <section className="settings-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('settings-channels:inbound.title', { name: channel.name })}</h2>
      <p>{t('settings-channels:inbound.local')}</p>
      <div className="secret-row">
        <label htmlFor={`${id}-url`}>{t('settings-channels:inbound.address')}</label>
        <input id={`${id}-url`} ref={field} readOnly value={address} />
        <button type="button" onClick={copy}>
          {t('settings-channels:inbound.copy')}
        </button>
      </div>
      <p>{t('settings-channels:inbound.signed')}</p>
      <p role="status">
        {copied === 'yes' ? t('settings-channels:inbound.copied') : ''}
        {copied === 'no' ? t('settings-channels:inbound.copy_failed') : ''}
      </p>
      <button type="button" className="primary" onClick={onDone}>
        {t('settings-channels:inbound.done')}
      </button>
    </section>
  );
}
