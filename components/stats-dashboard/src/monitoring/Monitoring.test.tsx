/// <reference types="mocha" />
import type { StatsMonitoring } from '@omnicanal/api';
import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { heard, mountDashboard, reset, serve } from '../testing/mount.ts';

/*
 * Monitoring moves live: the view listens to the monitoring socket and reads the figures again
 * when the server says they changed, without waiting for its minute.
 */

/** A stand-in for the monitoring socket: accepts at once, answers `resume`, lets the test push. */
class FakeMonitoringSocket {
  static opened: FakeMonitoringSocket[] = [];
  readonly url: string;
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: ((e: Event) => void) | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onclose: ((e: CloseEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeMonitoringSocket.opened.push(this);
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.({} as Event);
    }, 0);
  }

  send(text: string): void {
    const frame = JSON.parse(text) as Record<string, unknown>;
    this.sent.push(frame);
    if (frame.command === 'resume')
      queueMicrotask(() =>
        this.push({ type: 'response', id: 'resume', command: 'resume', data: { last_seq: 0 } }),
      );
  }

  push(frame: Record<string, unknown>): void {
    if (this.readyState === 1) this.onmessage?.({ data: JSON.stringify(frame) } as MessageEvent);
  }

  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    queueMicrotask(() => this.onclose?.({ code: 1000 } as CloseEvent));
  }
}

const realWebSocket = globalThis.WebSocket;

function monitoringWith(waiting: number): StatsMonitoring {
  return {
    at: '2026-11-27T10:00:00.000Z',
    skills: [{ skill_id: 1, skill: 'Support', waiting, running: 0, late: 0, oldest_waiting_since: null }],
    agents: [],
    totals: { waiting, running: 0, late: 0, agents_by_status: {} },
  };
}

describe('<oc-stats-dashboard view="monitoring"> live', () => {
  beforeEach(() => {
    FakeMonitoringSocket.opened = [];
    globalThis.WebSocket = FakeMonitoringSocket as unknown as typeof WebSocket;
  });
  afterEach(() => {
    reset();
    globalThis.WebSocket = realWebSocket;
  });

  it('reads the figures again when the socket says monitoring changed', async () => {
    let waiting = 1;
    serve({
      'GET /core/skills/': [200, [{ id: 1, name: 'Support', auto_allocation: false, services: [] }]],
      'GET /core/agents/': [200, []],
      'GET /stats/stats/statistics': () => [200, monitoringWith(waiting)],
    });
    const { screen } = await mountDashboard({ view: 'monitoring' }, 'Supervision');
    await waitFor(() => expect(screen.getByRole('row', { name: /Support/ }).textContent).to.contain('1'));
    await waitFor(() => expect(screen.getByRole('status').textContent).to.contain('En direct.'));
    const socket = FakeMonitoringSocket.opened.at(-1) as FakeMonitoringSocket;
    const url = new URL(socket.url);
    expect(url.pathname).to.equal('/api/stats/ws');
    expect(url.searchParams.get('token')).to.equal('test-token');
    const reads = () => heard.filter((r) => r.path === '/stats/stats/statistics').length;
    expect(reads()).to.equal(1);

    waiting = 2;
    socket.push({ type: 'event', seq: null, kind: 'monitoring_changed', data: {} });
    await waitFor(() => expect(screen.getByRole('row', { name: /Support/ }).textContent).to.contain('2'));
    expect(reads()).to.equal(2);
  });

  it('says it refreshes every minute when the socket is refused, and closes it', async () => {
    serve({
      'GET /core/skills/': [200, []],
      'GET /core/agents/': [200, []],
      'GET /stats/stats/statistics': [200, monitoringWith(0)],
    });
    const { screen } = await mountDashboard({ view: 'monitoring' }, 'Supervision');
    await waitFor(() => expect(screen.getByRole('status').textContent).to.contain('En direct.'));
    const socket = FakeMonitoringSocket.opened.at(-1) as FakeMonitoringSocket;
    socket.push({ type: 'error', id: null, command: null, code: 'permission_denied', message: 'no' });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).to.contain('Actualisé chaque minute.'),
    );
    expect(socket.readyState).to.equal(3);
  });
});
