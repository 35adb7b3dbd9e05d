import { useStore } from '@nanostores/react';
import { $session } from '@omnicanal/stores';
import { ModalDialog, useT } from '@omnicanal/ui';
import { useEffect, useState } from 'react';
import { $connection, addConnectionHooks } from '../model/connection.ts';
import { $rooms } from '../model/rooms.ts';
import { changeAutoFill, changePause, loadAgentControls } from './model/agentActions.ts';
import { $agentControls, barView, openRoomsOf } from './model/agentControls.ts';

/**
 * Agent controls of the inbox header (spec 000 §2): open conversations against the maximum, the
 * break (confirmed in a dialog, spec 000 §4), and the autofill switch when one of the agent's
 * skills has auto-allocation.
 */
export function AgentBar() {
  const t = useT();
  const controls = useStore($agentControls);
  const rooms = useStore($rooms);
  const { user } = useStore($session);
  const [confirming, setConfirming] = useState(false);
  const view = barView(controls, openRoomsOf(rooms, user?.uuid ?? null));

  useEffect(() => {
    // Every (re)connection reloads the settings: a manager may have changed the break meanwhile.
    const remove = addConnectionHooks({ onResumed: () => void loadAgentControls() });
    if ($connection.get() === 'open') void loadAgentControls();
    return remove;
  }, []);

  const confirm = () => {
    setConfirming(false);
    void changePause(!view.paused);
  };

  return (
    <fieldset className="agent-bar">
      <legend className="visually-hidden">{t('inbox-agent:bar.label')}</legend>
      <p className={view.full ? 'open-count full' : 'open-count'}>
        {t('inbox-agent:openCount', { open: view.open, max: view.max })}
        {view.full ? <span className="open-count-full"> {t('inbox-agent:maxReached')}</span> : null}
      </p>
      {view.paused ? (
        <p className="pause-state" role="status">
          {t('inbox-agent:paused')}
        </p>
      ) : null}
      <button type="button" disabled={view.pending} onClick={() => setConfirming(true)}>
        {view.paused ? t('inbox-agent:resume') : t('inbox-agent:pause')}
      </button>
      {view.showAutoFill ? (
        <label className="auto-fill">
          <input
            type="checkbox"
            role="switch"
            checked={view.autoFill}
            aria-checked={view.autoFill}
            disabled={view.pending}
            onChange={(event) => void changeAutoFill(event.currentTarget.checked)}
          />
          {t('inbox-agent:autoFill')}
        </label>
      ) : null}
      {confirming ? (
        <ModalDialog
          title={view.paused ? t('inbox-agent:resumeDialog.title') : t('inbox-agent:pauseDialog.title')}
          description={view.paused ? t('inbox-agent:resumeDialog.body') : t('inbox-agent:pauseDialog.body')}
          onCancel={() => setConfirming(false)}
          actions={
            <>
              <button type="button" data-autofocus onClick={() => setConfirming(false)}>
                {t('inbox-agent:cancel')}
              </button>
              <button type="button" className="primary" onClick={confirm}>
                {view.paused ? t('inbox-agent:resumeDialog.confirm') : t('inbox-agent:pauseDialog.confirm')}
              </button>
            </>
          }
        />
      ) : null}
    </fieldset>
  );
}
