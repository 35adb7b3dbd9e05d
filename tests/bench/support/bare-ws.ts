/**
 * The baseline of the realtime benchmark: a bare `ws` fan-out with nothing behind it. Visitors
 * connect to `/visitors` and send `{client_id}`; every socket on `/agents` receives the frame at
 * once. Run in a process of its own, as the real server is, and driven by the same clients.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';

const http = createServer();
const wss = new WebSocketServer({ server: http });
const agents = new Set<WebSocket>();
let seq = 0;

wss.on('connection', (socket, request) => {
  if (request.url?.startsWith('/agents')) {
    agents.add(socket);
    socket.on('close', () => agents.delete(socket));
    return;
  }
  socket.on('message', (data) => {
    const { client_id } = JSON.parse(data.toString()) as { client_id: string };
    const frame = JSON.stringify({ type: 'event', seq: ++seq, kind: 'message', data: { client_id } });
    for (const agent of agents) agent.send(frame);
  });
});

http.listen(0, '127.0.0.1', () => {
  const { port } = http.address() as AddressInfo;
  process.send?.({ type: 'ready', url: `ws://127.0.0.1:${port}` });
});
process.on('message', (message: { type: string }) => {
  if (message.type === 'stop') {
    for (const socket of wss.clients) socket.terminate();
    http.close();
    process.disconnect();
  }
});
