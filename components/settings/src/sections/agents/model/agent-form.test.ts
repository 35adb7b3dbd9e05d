import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FormDescriptor } from '@omnicanal/ui';
import { type AgentFormOptions, type AgentRecord, agentFormDescriptor, agentPayload } from './agent-form.ts';

const formFields = (form: FormDescriptor) => form.fieldsets.flatMap((fieldset) => fieldset.fields);

const agent: AgentRecord = {
  id: 9,
  uuid: '0b7c2a4e-5d1f-4c3b-9a8e-1f2d3c4b5a69',
  first_name: 'Nadia',
  last_name: 'Invitée',
  email: 'nadia@demo.test',
  user_role: 'agent',
  status: 5,
  pause: false,
  date_joined: '2026-01-05T09:00:00Z',
  has_confirm_email: true,
  invitation_pending: false,
  max_rooms: 3,
  max_reviews: 4,
  max_tickets: 6,
  want_notif: true,
  notif_new_msg_sound: false,
  skills: [
    { id: 1, auto_allocation: true },
    { id: 2, auto_allocation: false },
  ],
  groups: [7],
  subaccounts: [11],
  notification_options: {
    ticketing: { ticket_assigned: true, ticket_waiting: false, ticket_late: true, task_assigned: false },
    messaging: { late_discussion: false, new_conversation: true, push_android: true, push_apple: false },
  },
};

const options = (extra: Partial<AgentFormOptions> = {}): AgentFormOptions => ({
  roles: [
    { value: 'manager', text: 'Manager' },
    { value: 'agent', text: 'Agent' },
  ],
  skills: [
    { id: 1, name: 'Support' },
    { id: 2, name: 'Sales' },
  ],
  groups: [{ id: 7, name: 'Nuit' }],
  subaccounts: null,
  ...extra,
});

const names = (o: AgentFormOptions) => formFields(agentFormDescriptor(o)).map((f) => f.name);
const initial = (o: AgentFormOptions) =>
  Object.fromEntries(formFields(agentFormDescriptor(o)).map((f) => [f.name, f.value ?? '']));

describe('agent form', () => {
  test('inviting: identity, skills, groups and loads; no notifications, no sub-accounts unless offered', () => {
    assert.deepEqual(names(options()), [
      'first_name',
      'last_name',
      'email',
      'user_role',
      'skills',
      'auto_allocation',
      'groups',
      'max_rooms',
      'max_reviews',
      'max_tickets',
    ]);
    assert.ok(names(options({ subaccounts: [{ id: 11, name: 'Nord' }] })).includes('subaccounts'));
    assert.ok(!names(options({ groups: [] })).includes('groups'));
    const role = formFields(agentFormDescriptor(options())).find((f) => f.name === 'user_role');
    assert.deepEqual(
      role?.options?.map((o) => ('value' in o ? o.value : '')),
      ['manager', 'agent'],
    );
  });

  test('editing starts from the agent, with their notification options', () => {
    const values = initial(options({ agent }));
    assert.equal(values.email, 'nadia@demo.test');
    assert.deepEqual(values.skills, ['1', '2']);
    assert.deepEqual(values.auto_allocation, ['1']);
    assert.equal(values.max_reviews, '4');
    assert.equal(values.notif_new_msg_sound, false);
    assert.deepEqual(values.notifications_ticketing, ['ticket_assigned', 'ticket_late']);
    assert.deepEqual(values.notifications_messaging, ['new_conversation', 'push_android']);
  });

  test('an agent without stored options reads every option on', () => {
    const { notification_options: _, ...plain } = agent;
    assert.deepEqual(initial(options({ agent: plain })).notifications_messaging, [
      'late_discussion',
      'new_conversation',
      'push_android',
      'push_apple',
    ]);
  });

  test('editing oneself locks the role', () => {
    const role = formFields(agentFormDescriptor(options({ agent, self: true }))).find(
      (f) => f.name === 'user_role',
    );
    assert.equal(role?.disabled, true);
  });

  test('the payload: auto-allocation only on held skills, numbers, notification flags', () => {
    const payload = agentPayload(
      {
        ...initial(options({ agent })),
        first_name: '  Nadia ',
        skills: ['2'],
        auto_allocation: ['1', '2'],
        max_rooms: '8',
        notifications_ticketing: ['task_assigned'],
        notifications_messaging: [],
      },
      agent,
    );
    assert.equal(payload.first_name, 'Nadia');
    assert.deepEqual(payload.skills, [{ id: 2, auto_allocation: true }]);
    assert.equal(payload.max_rooms, 8);
    assert.deepEqual(payload.groups, [7]);
    assert.deepEqual(payload.notification_options?.ticketing, {
      ticket_assigned: false,
      ticket_waiting: false,
      ticket_late: false,
      task_assigned: true,
    });
    assert.ok(Object.values(payload.notification_options?.messaging ?? {}).every((on) => !on));
  });

  test('fields left out keep what the agent has; an invitation sends no notification options', () => {
    const kept = agentPayload({ ...initial(options({ agent, groups: null })) }, agent);
    assert.deepEqual(kept.groups, [7]);
    assert.deepEqual(kept.subaccounts, [11]);
    const invited = agentPayload(initial(options()));
    assert.equal(invited.notification_options, undefined);
    assert.deepEqual(invited.subaccounts, []);
    assert.equal(invited.max_tickets, 5);
  });
});
