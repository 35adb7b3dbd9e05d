/**
 * `@omnicanal/agent-inbox/testing`: the inbox's test doubles for tests outside the package (the
 * benchmarks): a fake realtime server, room/message/user builders and a page mount over a world.
 * Never imported by product code.
 */
export { type Answer, FakeServer, FakeWebSocket, type Frame, settle } from './fakeSocket.ts';
export { AGENT, makeMessage, makeRoom, makeUser, moved, page } from './fixtures.ts';
export { focused, type Mounted, mountInbox, serveWorld, unmountAll, type World } from './mount.ts';
