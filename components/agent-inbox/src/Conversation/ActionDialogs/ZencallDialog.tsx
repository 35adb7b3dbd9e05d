import type { Zencall, ZencallLaunch } from '@omnicanal/api';
import { ModalDialog, useT } from '@omnicanal/ui';
import { type FormEvent, useId, useState } from 'react';
import { launchZencall } from '../../model/zencall.ts';
import { useDialogAction } from '../useDialogAction.ts';

export interface ZencallDialogProps {
  room: string;
  accounts: readonly Zencall[];
  onDone: (launch: ZencallLaunch) => void;
  onCancel: () => void;
  returnFocus?: () => HTMLElement | null;
}

/**
 * "Call back with Zencall": the account (when the company has several for the room's skill) and
 * the number, empty for the one the conversation keeps. The server's refusal shows in the dialog;
 * a local provider is said as such (the launch is recorded, nobody is called).
 */
export function ZencallDialog({ room, accounts, onDone, onCancel, returnFocus }: ZencallDialogProps) {
  const t = useT();
  const formId = useId();
  const accountId = useId();
  const phoneId = useId();
  const [account, setAccount] = useState(accounts[0]?.account ?? 0);
  const [phone, setPhone] = useState('');
  const { busy, error, run } = useDialogAction();
  const chosen = accounts.find((a) => a.account === account);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => onDone(await launchZencall(room, account, phone)));
  };

  return (
    <ModalDialog
      title={t('inbox-composer:zencall.title')}
      description={t('inbox-composer:zencall.body')}
      onCancel={onCancel}
      returnFocus={returnFocus}
      actions={
        <>
          <button type="button" onClick={onCancel}>
            {t('inbox-composer:actions.cancel')}
          </button>
          <button type="submit" form={formId} className="primary" disabled={busy}>
            {t('inbox-composer:zencall.launch')}
          </button>
        </>
      }
    >
      <form id={formId} className="transfer-form" onSubmit={(e) => void submit(e)}>
        <label htmlFor={accountId}>{t('inbox-composer:zencall.account')}</label>
        <select
          id={accountId}
          data-autofocus
          value={account}
          onChange={(e) => setAccount(Number(e.currentTarget.value))}
        >
          {accounts.map((a) => (
            <option key={a.account} value={a.account}>
              {a.label}
            </option>
          ))}
        </select>
        <label htmlFor={phoneId}>{t('inbox-composer:zencall.phone')}</label>
        <input
          id={phoneId}
          type="tel"
          value={phone}
          maxLength={32}
          placeholder={t('inbox-composer:zencall.phone_kept')}
          onChange={(e) => setPhone(e.currentTarget.value)}
        />
        {chosen?.provider === 'local' ? <p className="hint">{t('inbox-composer:zencall.local')}</p> : null}
        {error ? (
          <p className="error-text" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </ModalDialog>
  );
}
