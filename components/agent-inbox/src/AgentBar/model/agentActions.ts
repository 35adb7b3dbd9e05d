import { AgentSettings, SocketCommandError } from '@omnicanal/api';
import * as v from 'valibot';
import { command, reportProblem } from '../../model/connection.ts';
import { $agentControls, setAutoFill, setPaused, setPending, settingsReceived } from './agentControls.ts';

/** Losing the link is not an error to show: the banner says it and the next resume reloads. */
const isDisconnect = (error: unknown) =>
  error instanceof SocketCommandError && (error.code === 'closed' || error.code === 'connection_lost');

function settled(settings: unknown): void {
  const parsed = v.safeParse(AgentSettings, settings);
  if (!parsed.success) throw new SocketCommandError('invalid_payload', 'settings');
  settingsReceived(parsed.output);
}

async function run(work: () => Promise<void>, undo?: () => void): Promise<void> {
  setPending(true);
  try {
    await work();
  } catch (error) {
    undo?.();
    if (!isDisconnect(error)) reportProblem(error);
  } finally {
    setPending(false);
  }
}

/** Reads the agent's settings (after every connection: a manager may have changed the break meanwhile). */
export function loadAgentControls(): Promise<void> {
  return run(async () => settled(await command('settings', {})));
}

/** Starts or ends one's break (after the confirmation dialog). */
export function changePause(pause: boolean): Promise<void> {
  return run(async () => {
    await command('pause', { pause });
    setPaused(pause);
  });
}

/** Turns one's autofill on or off. */
export function changeAutoFill(autoFill: boolean): Promise<void> {
  const before = $agentControls.get().autoFill;
  // The switch follows the hand at once; the answer confirms it, a refusal puts it back.
  setAutoFill(autoFill);
  return run(
    async () => settled(await command('settings', { update: { auto_fill: autoFill } })),
    () => setAutoFill(before),
  );
}
