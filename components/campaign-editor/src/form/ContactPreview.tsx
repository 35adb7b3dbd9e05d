import type { AudienceFilters, ContactSearchPage } from '@omnicanal/api';
import { errorMessage, fmtDateTime } from '@omnicanal/i18n';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useState } from 'react';
import { searchContacts } from '../model/client.ts';

/** Contacts shown in the preview; the count covers them all. */
const PREVIEW_ROWS = 10;

/**
 * The company's contacts the filters match (`POST /contacts/search`), asked on demand: how many
 * there are and the first of them, so the manager sees who the audience will hold before saving.
 */
export function ContactPreview({ filters }: { filters: () => AudienceFilters }): ReactElement {
  const t = useT();
  const [answer, setAnswer] = useState<ContactSearchPage | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const search = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setAnswer(await searchContacts(filters()));
    } catch (error) {
      setAnswer(null);
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="contact-preview">
      <button type="button" onClick={() => void search()} disabled={busy}>
        {t('campaigns:preview.search')}
      </button>
      <div role="status" aria-live="polite">
        {busy ? <p>{t('campaigns:loading')}</p> : null}
        {answer ? <p>{t('campaigns:preview.count', { count: answer.count })}</p> : null}
      </div>
      {failure ? (
        <p role="alert" className="notice error">
          {errorMessage(failure)}
        </p>
      ) : null}
      {answer && answer.results.length > 0 ? (
        <div className="table-wrap">
          <table>
            <caption>
              {t('campaigns:preview.caption', { shown: Math.min(PREVIEW_ROWS, answer.results.length) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('campaigns:preview.name')}</th>
                <th scope="col">{t('campaigns:preview.email')}</th>
                <th scope="col">{t('campaigns:preview.phone')}</th>
                <th scope="col">{t('campaigns:preview.language')}</th>
                <th scope="col">{t('campaigns:preview.last_interaction')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.results.slice(0, PREVIEW_ROWS).map((contact) => (
                <tr key={contact.id}>
                  <th scope="row">{contact.name || '—'}</th>
                  <td data-label={t('campaigns:preview.email')}>{contact.email ?? '—'}</td>
                  <td data-label={t('campaigns:preview.phone')}>{contact.phone_number ?? '—'}</td>
                  <td data-label={t('campaigns:preview.language')}>{contact.language ?? '—'}</td>
                  <td data-label={t('campaigns:preview.last_interaction')}>
                    {contact.last_interaction ? fmtDateTime(contact.last_interaction) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
