import { isImageType, type RichContent } from '@omnicanal/api';
import { safeHref } from '@omnicanal/core';
import { fmtDateTime } from '@omnicanal/i18n';
import { $locale } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { mapUrl } from '../model/roomEvents.ts';
import { downloadLink, linkIsFresh, uploadIdOf } from '../model/uploads.ts';
import { Thumbnail } from './Thumbnail.tsx';

/**
 * Links out of a conversation open a new tab without access back to this page, send no referrer,
 * and vouch for nothing (`nofollow`). `href` must already have gone through safeHref.
 */
function OutLink({
  href,
  children,
  download,
  onNear,
}: {
  href: string;
  children: ReactNode;
  download?: string;
  /** The agent points at or focuses the link: about to open it. */
  onNear?: () => void;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      download={download}
      onPointerEnter={onNear}
      onFocus={onNear}
    >
      {children}
    </a>
  );
}

const dateTime = (iso: string) => (Number.isNaN(Date.parse(iso)) ? iso : fmtDateTime(iso));

function money(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat($locale.get(), { style: 'currency', currency }).format(amount);
  } catch {
    // Not an ISO currency code: shown as sent, as text.
    return `${amount} ${currency}`;
  }
}

/**
 * The URL a file link uses: a file of this inbox's uploads service gets a short-lived signed link
 * (a link or an <img> cannot send the bearer header), refreshed when the agent points at it after it
 * went stale; any other http(s) URL is used as is.
 */
function useFileHref(url: string): { href: string | null; refresh: () => void } {
  const safe = safeHref(url);
  const ours = safe !== null && uploadIdOf(safe) !== null;
  const [link, setLink] = useState<{ url: string; expires_at: string | null } | null>(null);
  const fetchLink = () => {
    if (!safe || !ours) return;
    downloadLink(safe).then(setLink, () => setLink(null));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: one signed link per URL shown
  useEffect(fetchLink, [safe]);
  const href = ours && link ? safeHref(link.url) : safe;
  return {
    href,
    refresh: () => {
      if (link?.expires_at && !linkIsFresh(link.expires_at, Date.now())) fetchLink();
    },
  };
}

function FileContent({ content }: { content: Extract<RichContent, { type: 'file' }> }) {
  const t = useT();
  const { href, refresh } = useFileHref(content.url);
  const name = content.name || t('inbox-composer:content.file');
  if (!href) return <p className="text file">{name}</p>;
  return (
    <div className="rich file">
      {isImageType(content.mimetype) ? (
        <Thumbnail src={href} alt={t('inbox-composer:content.fileImage', { name })} />
      ) : null}
      <p className="text">
        <OutLink href={href} download={name} onNear={refresh}>
          {name}
        </OutLink>
      </p>
    </div>
  );
}

/** A visitor's answer to one of the agent's room actions, in a sentence. */
function answerText(
  content: Extract<RichContent, { type: 'room_event_answer' }>,
  t: ReturnType<typeof useT>,
): string {
  switch (content.kind) {
    case 'authentication':
      return t('inbox-composer:content.answer.authentication');
    case 'timeslots':
      return t('inbox-composer:content.answer.timeslots', {
        start: dateTime(content.slot?.start ?? ''),
        end: dateTime(content.slot?.end ?? ''),
      });
    case 'callback':
      return t('inbox-composer:content.answer.callback', { phone: content.phone_number ?? '' });
    case 'payment':
      return t(
        content.status === 'paid'
          ? 'inbox-composer:content.answer.paid'
          : 'inbox-composer:content.answer.cancelled',
      );
  }
}

/**
 * A message's content, always as text nodes: React escapes it, nothing is parsed as HTML. Only
 * http(s) URLs become links or images; a map link is built from the position's numbers alone.
 */
export function MessageContent({ content }: { content: RichContent }) {
  const t = useT();
  switch (content.type) {
    case 'txt':
      return <p className="text">{content.text}</p>;
    case 'url': {
      const href = safeHref(content.url);
      const img = safeHref(content.img);
      const text = content.desc || content.url;
      if (!href) return <p className="text">{text}</p>;
      return (
        <div className="rich url">
          {img ? <Thumbnail src={img} alt="" /> : null}
          <p className="text">
            <OutLink href={href}>{text}</OutLink>
          </p>
        </div>
      );
    }
    case 'file':
      return <FileContent content={content} />;
    case 'location': {
      const text = t('inbox-composer:content.location', {
        label: content.label ?? '',
        latitude: content.lat,
        longitude: content.lng,
      });
      const map = mapUrl(content.lat, content.lng);
      return (
        <p className="text rich location">
          {text} {map ? <OutLink href={map}>{t('inbox-composer:content.locationLink')}</OutLink> : null}
        </p>
      );
    }
    case 'payment': {
      const href = safeHref(content.url);
      return (
        <p className="text rich payment">
          {t('inbox-composer:content.payment', { amount: money(content.amount, content.currency) })}{' '}
          {href ? <OutLink href={href}>{t('inbox-composer:content.paymentLink')}</OutLink> : null}
        </p>
      );
    }
    case 'authentication':
      return (
        <p className="text rich authentication">
          {t('inbox-composer:content.authentication', { title: content.title })}
        </p>
      );
    case 'cobrowsing':
      return (
        <p className="text rich cobrowsing">
          {t('inbox-composer:content.cobrowsing', { time: dateTime(content.expires_at) })}
        </p>
      );
    case 'webrtc': {
      const href = safeHref(content.url);
      return (
        <p className="text rich webrtc">
          {t('inbox-composer:content.webrtc')}{' '}
          {href ? <OutLink href={href}>{t('inbox-composer:content.webrtcLink')}</OutLink> : null}
        </p>
      );
    }
    case 'timeslots':
      return (
        <div className="rich timeslots">
          <p className="text">{t('inbox-composer:content.timeslots', { title: content.title })}</p>
          <ul>
            {content.slots.map((slot) => (
              <li key={`${slot.start}-${slot.end}`}>
                {t('inbox-composer:content.slot', { start: dateTime(slot.start), end: dateTime(slot.end) })}
              </li>
            ))}
          </ul>
        </div>
      );
    case 'callback':
      return (
        <div className="rich callback">
          <p className="text">{t('inbox-composer:content.callback', { title: content.title })}</p>
          {content.phone_number ? (
            <p className="text">
              {t('inbox-composer:content.callbackPhone', { phone: content.phone_number })}
            </p>
          ) : null}
        </div>
      );
    case 'room_event_answer':
      return <p className="text rich answer">{answerText(content, t)}</p>;
    default:
      return (
        <p className="neutral">
          {t('inbox-composer:content.unsupported', { type: (content as { type: string }).type })}
        </p>
      );
  }
}
