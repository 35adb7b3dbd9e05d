import * as v from 'valibot';
import { deepJson, type Random, randomObject, randomString, randomValue } from './random.ts';

/** The kinds of frame a fuzz run sends. */
export const FRAME_CLASSES = [
  'valid',
  'truncated',
  'oversized',
  'wrong_types',
  'unknown_command',
  'binary',
  'refused',
] as const;
export type FrameClass = (typeof FRAME_CLASSES)[number];

/** One generated frame: text or binary, and whether the server is expected to close the socket. */
export interface FuzzFrame {
  cls: FrameClass;
  data: string | Buffer;
  /** Over the socket's frame limit: the server closes the connection (1009) instead of answering. */
  closes: boolean;
}

/**
 * Commands of one socket, as templates: `valid` ones store nothing (reads, typing, ping), so any
 * stored event during a run came from an invalid frame; `storing` ones are only sent broken;
 * `refused` ones pass the schema and are refused by the server's rules (another room, a card a
 * visitor may not post).
 */
export interface SocketTemplates {
  schema: v.GenericSchema;
  valid: readonly Record<string, unknown>[];
  storing: readonly Record<string, unknown>[];
  refused: readonly Record<string, unknown>[];
}

/** Class weights of a run, in FRAME_CLASSES order. */
const WEIGHTS: Record<FrameClass, number> = {
  valid: 20,
  truncated: 15,
  oversized: 5,
  wrong_types: 25,
  unknown_command: 10,
  binary: 10,
  refused: 15,
};

/** The socket's frame limit (the app's maxPayload): a frame past it closes the connection. */
export const FRAME_LIMIT = 1024 * 1024;

const FIELD_NAMES = [
  'room',
  'text',
  'rich_content',
  'client_id',
  'since',
  'status',
  'active',
  'data',
  'kind',
];
const UNKNOWN_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'PING', 'send-message', ''];

function pickClass(r: Random): FrameClass {
  const total = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);
  let roll = r.int(total);
  for (const cls of Object.keys(WEIGHTS) as FrameClass[]) {
    roll -= WEIGHTS[cls];
    if (roll < 0) return cls;
  }
  return 'valid';
}

const withId = (r: Random, frame: Record<string, unknown>): Record<string, unknown> =>
  r.chance(0.8) ? { ...frame, id: `f${r.int(1e9)}` } : { ...frame };

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Paths to the fields of a frame (top level and one level down), `command` left alone. */
function fieldPaths(frame: Record<string, unknown>): string[][] {
  const paths: string[][] = [];
  for (const [key, value] of Object.entries(frame)) {
    if (key === 'command') continue;
    paths.push([key]);
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const inner of Object.keys(value)) paths.push([key, inner]);
  }
  return paths;
}

function setPath(frame: Record<string, unknown>, path: string[], value: unknown): void {
  let target = frame;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path[path.length - 1] as string] = value;
}

/** A frame that the schema refuses: a field of the wrong type, or a frame that is no command at all. */
function wrongTypes(r: Random, t: SocketTemplates): string {
  for (let attempt = 0; attempt < 20; attempt++) {
    const frame = withId(r, clone(r.pick(t.storing)));
    const paths = fieldPaths(frame).filter((p) => p[0] !== 'id');
    if (paths.length === 0) break;
    const path = r.pick(paths);
    if (r.chance(0.15)) {
      // A required field missing.
      let target = frame;
      for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
      delete target[path[path.length - 1] as string];
    } else setPath(frame, path, randomValue(r, 2, FIELD_NAMES));
    if (!v.safeParse(t.schema, frame).success) return JSON.stringify(frame);
  }
  return JSON.stringify(
    r.pick([
      42,
      'send_message',
      null,
      [],
      [{ command: 'ping' }],
      { command: 42 },
      { id: 'x' },
      { command: null },
    ]),
  );
}

/** Fields of a frame blown past their bounds; now and then the whole frame past the socket's limit. */
function oversized(r: Random, t: SocketTemplates): FuzzFrame {
  if (r.chance(0.004))
    return {
      cls: 'oversized',
      data: JSON.stringify({ command: 'ping', pad: 'x'.repeat(FRAME_LIMIT) }),
      closes: true,
    };
  for (let attempt = 0; attempt < 20; attempt++) {
    const frame = withId(r, clone(r.pick(t.storing)));
    const size = r.pick([300, 5_000, 70_000, 400_000]);
    const long = r.chance(0.5)
      ? 'é'.repeat(size)
      : randomString(r, Math.min(size, 5_000)).repeat(Math.ceil(size / 5_000));
    const paths = fieldPaths(frame);
    const where = r.int(5);
    if (where === 0) frame.id = long;
    else if (where === 1) frame.extra = Array.from({ length: size / 10 }, (_, i) => i);
    else if (paths.length) setPath(frame, r.pick(paths), long);
    if (!v.safeParse(t.schema, frame).success)
      return { cls: 'oversized', data: JSON.stringify(frame), closes: false };
  }
  return { cls: 'oversized', data: deepJson(r.pick([1_000, 10_000, 100_000])), closes: false };
}

/** One generated frame. */
export function generateFrame(r: Random, t: SocketTemplates): FuzzFrame {
  const cls = pickClass(r);
  switch (cls) {
    case 'valid':
      return { cls, data: JSON.stringify(withId(r, r.pick(t.valid))), closes: false };
    case 'refused':
      return { cls, data: JSON.stringify(withId(r, r.pick(t.refused))), closes: false };
    case 'truncated': {
      const text = JSON.stringify(withId(r, r.pick([...t.storing, ...t.valid])));
      return { cls, data: text.slice(0, 1 + r.int(text.length - 1)), closes: false };
    }
    case 'oversized':
      return oversized(r, t);
    case 'wrong_types':
      return { cls, data: wrongTypes(r, t), closes: false };
    case 'unknown_command': {
      const command = r.chance(0.5) ? r.pick(UNKNOWN_NAMES) : `x_${randomString(r, 1 + r.int(20))}`;
      return {
        cls,
        data: JSON.stringify({ ...randomObject(r, 2, FIELD_NAMES), ...withId(r, { command }) }),
        closes: false,
      };
    }
    case 'binary': {
      const bytes = r.chance(0.5)
        ? Buffer.from(JSON.stringify(withId(r, r.pick(t.valid))))
        : Buffer.from(Array.from({ length: r.int(2_000) }, () => r.int(256)));
      return { cls, data: bytes, closes: false };
    }
  }
}
