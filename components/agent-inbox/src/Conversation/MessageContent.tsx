import type { RichContent } from '@omnicanal/api';
import { safeHref } from '@omnicanal/core';
import { useT } from '@omnicanal/ui';

/**
 * A message's content, always as text nodes: React escapes it, nothing is parsed as HTML. Only
 * http(s) URLs become links, opening a new tab without access back to this page.
 */
export function MessageContent({ content }: { content: RichContent }) {
  const t = useT();
  switch (content.type) {
    case 'txt':
      return <p className="text">{content.text}</p>;
    case 'url': {
      const href = safeHref(content.url);
      const text = content.desc || content.url;
      return href ? (
        <p className="text">
          <a href={href} target="_blank" rel="noopener noreferrer">
            {text}
          </a>
        </p>
      ) : (
        <p className="text">{text}</p>
      );
    }
    case 'file': {
      const href = safeHref(content.url);
      const name = content.name || t('inbox:message.file');
      return href ? (
        <p className="text file">
          <a href={href} target="_blank" rel="noopener noreferrer">
            {name}
          </a>
        </p>
      ) : (
        <p className="text file">{name}</p>
      );
    }
    case 'location':
      return (
        <p className="text">
          {t('inbox:message.location', {
            label: content.label ?? '',
            latitude: content.lat,
            longitude: content.lng,
          })}
        </p>
      );
    default:
      return <p className="neutral">{t('inbox:message.unsupported', { type: content.type })}</p>;
  }
}
