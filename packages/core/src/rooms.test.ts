import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { formatDate, formatElapsed, formatTime, parseHHmm } from './formats.ts';
import { channelPrefix, roomLabel } from './labels.ts';
import { canTransition, isOpen, listOfRoom, listOfStatus } from './rooms.ts';
import { canSeeRoom } from './visibility.ts';

describe('room label (spec 000 §3)', () => {
  test('every channel prefix, ID for web and by default, LC for others', () => {
    const expected: Record<string, string> = {
      web: 'ID',
      api: 'API',
      apple: 'AMB',
      messenger: 'FB',
      gbm: 'GBM',
      rcs: 'RCS',
      instagram: 'INS',
      sms: 'SMS',
      telegram: 'TEL',
      twitter: 'TWT',
      whatsapp: 'WA',
      line: 'LC',
    };
    for (const [channel, prefix] of Object.entries(expected))
      assert.equal(channelPrefix(channel), prefix, channel);
    assert.equal(channelPrefix(undefined), 'ID');
  });

  test('prefix then the session group integer id, else the infos name', () => {
    assert.equal(
      roomLabel({ session_group_integer_id: 42, infos: { origin: 'whatsapp', name: 'Zoé' } }),
      'WA42',
    );
    assert.equal(roomLabel({ session_group_integer_id: 7, infos: {} }), 'ID7');
    assert.equal(roomLabel({ session_group_integer_id: null, infos: { name: 'Zoé' } }), 'Zoé');
  });
});

describe('room statuses (spec 000 §4)', () => {
  test('transferred and re-queued rooms wait again; late rooms are open', () => {
    assert.equal(listOfStatus('transferred'), 'waiting');
    assert.equal(listOfStatus('requeued'), 'waiting');
    assert.equal(listOfStatus('late'), 'running');
    assert.equal(isOpen('late'), true);
    assert.equal(isOpen('waiting'), false);
  });

  test('a closed room never reopens', () => {
    assert.equal(canTransition('waiting', 'running'), true);
    assert.equal(canTransition('running', 'closed'), true);
    assert.equal(canTransition('closed', 'running'), false);
    assert.equal(canTransition('closed', 'waiting'), false);
  });
});

describe('formats (spec 000 §1, §5)', () => {
  const d = new Date(2026, 0, 5, 14, 7);
  test('French DD/MM/YYYY 24 h, English MM/DD/YYYY 12 h', () => {
    assert.equal(formatDate(d, 'fr'), '05/01/2026');
    assert.equal(formatDate(d, 'en'), '01/05/2026');
    assert.equal(formatTime(d, 'fr'), '14:07');
    assert.equal(formatTime(d, 'en'), '2:07 PM');
    assert.equal(formatTime(new Date(2026, 0, 5, 0, 3), 'en'), '12:03 AM');
  });

  test('HH:mm parses to milliseconds and rejects anything else', () => {
    assert.equal(parseHHmm('01:30'), 90 * 60_000);
    assert.equal(parseHHmm('24:00'), null);
    assert.equal(parseHHmm('1:30'), null);
  });

  test('elapsed time', () => {
    assert.equal(formatElapsed(65_000), '1:05');
    assert.equal(formatElapsed(3_725_000), '1:02:05');
  });
});

describe('list of a room and who sees it (spec 000 §4)', () => {
  test('a late room nobody holds still waits; a held one runs', () => {
    assert.equal(listOfRoom({ status: 'late', agent: null }), 'waiting');
    assert.equal(listOfRoom({ status: 'late', agent: { uuid: 'a' } }), 'running');
    assert.equal(listOfRoom({ status: 'transferred', agent: { uuid: 'a' } }), 'waiting');
  });

  test('skills, own rooms, and everything for admins', () => {
    const agent = { seesAll: false, self: 'me', skillIds: [1] };
    assert.equal(canSeeRoom(agent, { skill: 1, agent: null }), true);
    assert.equal(canSeeRoom(agent, { skill: 2, agent: null }), false);
    assert.equal(canSeeRoom(agent, { skill: 2, agent: 'me' }), true);
    assert.equal(canSeeRoom(agent, { skill: 2, agent: 'other' }), false);
    assert.equal(canSeeRoom({ ...agent, seesAll: true }, { skill: 2, agent: 'other' }), true);
  });
});
