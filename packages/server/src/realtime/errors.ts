import type { ErrorCode } from '@omnicanal/core';

/** A refused socket command: answered as `{type:'error', id, command, code, message}`, socket kept. */
export class CommandError extends Error {
  readonly code: ErrorCode | 'unknown_command';
  constructor(code: ErrorCode | 'unknown_command', message: string) {
    super(message);
    this.name = 'CommandError';
    this.code = code;
  }
}

export const roomNotFound = () => new CommandError('not_found', 'The room does not exist.');
export const roomClosed = () => new CommandError('room_closed', 'The room is closed.');
export const roomNotYours = () =>
  new CommandError('room_not_yours', 'The room is handled by another agent or by nobody.');
