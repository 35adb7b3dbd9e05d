import type { ReactElement } from 'react';

/** The server's messages about one row field (already worded), or nothing. */
export function RowErrors({
  errors,
  path,
}: {
  errors: Readonly<Record<string, string[]>>;
  path: string;
}): ReactElement | null {
  const messages = errors[path];
  if (!messages?.length) return null;
  return (
    <span className="row-error" role="alert">
      {messages.join(' ')}
    </span>
  );
}
