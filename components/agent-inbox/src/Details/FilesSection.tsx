import { useStore } from '@nanostores/react';
import { fmtDateTime } from '@omnicanal/i18n';
import { useT } from '@omnicanal/ui';
import { useMemo } from 'react';
import { $messages } from '../model/messages.ts';
import { roomFiles } from './model/files.ts';

/** Files sent in this conversation, from the messages already loaded; only http(s) links open. */
export function FilesSection({ room }: { room: string }) {
  const t = useT();
  const entries = useStore($messages).rooms[room];
  const files = useMemo(() => roomFiles((entries ?? []).map((e) => e.message)), [entries]);
  if (!files.length) return <p className="empty">{t('inbox-details:files.empty')}</p>;
  return (
    <ul className="files">
      {files.map((file) => (
        <li key={file.key}>
          {file.href ? (
            <a href={file.href} target="_blank" rel="noopener noreferrer">
              {file.name}
            </a>
          ) : (
            <span>
              {file.name} ({t('inbox-details:files.unsafe')})
            </span>
          )}{' '}
          <time dateTime={file.created_at}>{fmtDateTime(file.created_at)}</time>
        </li>
      ))}
    </ul>
  );
}
