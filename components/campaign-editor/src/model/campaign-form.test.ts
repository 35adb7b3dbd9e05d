import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ApiRequestError } from '@omnicanal/api';
import { AUDIENCE, CAMPAIGN, TEMPLATE } from '../testing/fixtures.ts';
import { campaignProblemKey, saveRefusal } from './campaign-errors.ts';
import {
  audienceColumns,
  type CampaignDraft,
  draftOf,
  draftProblems,
  templatesFor,
  templateVariables,
  toCampaignInput,
} from './campaign-form.ts';
import { previewSends } from './campaign-preview.ts';

const weekly = (date: string, time: string): CampaignDraft => ({
  ...draftOf(null),
  name: 'Promo',
  template: '4',
  contact_lists: ['5'],
  manual: false,
  date,
  time,
  freq: '2',
  interval: '1',
});

describe('campaign form model', () => {
  test('a stored campaign round-trips through the fields to the same request', () => {
    const stored = {
      ...CAMPAIGN,
      dtstart: '2027-03-21T10:00',
      recurrence: { freq: 2 as const, interval: 1 },
      send_count: 4,
      frequency: 500,
      variables: { '1': { source: 'audience' as const, column: 'email' } },
      audience_filters: [{ variable: 'city', values: 'Lyon,Paris' }],
    };
    const input = toCampaignInput(draftOf(stored));
    assert.deepEqual(input, {
      name: 'Relance',
      type: 'whatsapp',
      template: 4,
      fallback_template: null,
      contact_lists: [5],
      entry_point: null,
      skill: null,
      frequency: 500,
      attempts: 1,
      attempt_delay: 1,
      send_count: 4,
      dtstart: '2027-03-21T10:00',
      tzid: 'Europe/Paris',
      recurrence: { freq: 2, interval: 1 },
      variables: { '1': { source: 'audience', column: 'email' } },
      audience_filters: [{ variable: 'city', values: 'Lyon,Paris' }],
      console_visibility: true,
      confirm_incomplete: false,
    });
  });

  test('a manual campaign has no date, recurrence or count; unassigned variables are left out', () => {
    const draft = {
      ...weekly('2027-03-21', '10:00'),
      manual: true,
      send_count: '3',
      fallback_template: '9',
      variables: {
        '1': { source: 'custom' as const, value: ' Marie ' },
        '2': { source: '' as const, value: '' },
        '3': { source: 'url' as const, value: 'https://shop.example/p' },
      },
    };
    const input = toCampaignInput(draft, true);
    assert.equal(input.dtstart, null);
    assert.equal(input.recurrence, null);
    assert.equal(input.send_count, null);
    // Only RCS falls back (on an SMS).
    assert.equal(input.fallback_template, null);
    assert.equal(input.confirm_incomplete, true);
    assert.deepEqual(input.variables, {
      '1': { source: 'custom', value: 'Marie' },
      '3': { source: 'url', url: 'https://shop.example/p' },
    });
    assert.equal(toCampaignInput({ ...draft, type: 'rcs' }).fallback_template, 9);
  });

  test('required fields, numbers out of range and a half-typed date are named by field', () => {
    assert.deepEqual(draftProblems(draftOf(null)), {
      name: ['required'],
      template: ['required'],
      contact_lists: ['required'],
    });
    const problems = draftProblems({
      ...weekly('2027-02-30', '10:00'),
      attempts: '0',
      attempt_delay: 'x',
      frequency: '1.5',
      interval: '0',
      filters: [{ variable: 'city', values: '' }],
      variables: { '1': { source: 'custom', value: ' ' } },
    });
    assert.deepEqual(problems, {
      frequency: ['invalid'],
      attempts: ['invalid'],
      attempt_delay: ['invalid'],
      dtstart: ['invalid'],
      recurrence: ['invalid'],
      'audience_filters.0': ['required'],
      'variables.1': ['required'],
    });
    assert.deepEqual(draftProblems({ ...weekly('', ''), freq: '' }), { dtstart: ['required'] });
  });

  test('templates: validated ones of the type, an SMS fallback for RCS; variables from the chosen one', () => {
    const validated = { ...TEMPLATE, status: 'VALIDATED' as const };
    const sms = { ...TEMPLATE, id: 6, kind: 'sms' as const, status: 'VALIDATED' as const, variables: [] };
    const list = [TEMPLATE, validated, sms];
    assert.deepEqual(templatesFor(list, 'whatsapp'), { main: [validated], fallback: [] });
    assert.deepEqual(templatesFor(list, 'rcs'), { main: [], fallback: [sms] });
    assert.deepEqual(templateVariables(list, '4'), [1]);
    assert.deepEqual(templateVariables(list, ''), []);
  });

  test("the audience columns are the chosen audiences' variables, each once", () => {
    const other = { ...AUDIENCE, id: 6, extra_keys: ['city', 'email'] };
    assert.deepEqual(audienceColumns([AUDIENCE, other], ['5', '6']), ['city', 'email']);
    assert.deepEqual(audienceColumns([AUDIENCE, other], ['5']), ['email']);
  });
});

describe('the recurrence preview', () => {
  test('a weekly send keeps its wall clock across the change to summer time in Paris', () => {
    // Clocks go forward on Sunday 28 March 2027.
    const sends = previewSends({ ...weekly('2027-03-21', '10:00'), tzid: 'Europe/Paris' });
    assert.equal(sends.length, 30);
    assert.deepEqual(
      sends.slice(0, 2).map((s) => s.wall),
      ['2027-03-21T10:00', '2027-03-28T10:00'],
    );
    // The same wall clock is one hour earlier in UTC once summer time starts.
    assert.equal(sends[0]?.at.toISOString(), '2027-03-21T09:00:00.000Z');
    assert.equal(sends[1]?.at.toISOString(), '2027-03-28T08:00:00.000Z');
    assert.equal(sends[29]?.wall, '2027-10-10T10:00');
  });

  test('and across the change back to winter time', () => {
    // Clocks go back on Sunday 31 October 2027.
    const sends = previewSends({ ...weekly('2027-10-24', '09:30'), tzid: 'Europe/Paris' });
    assert.deepEqual(
      sends.slice(0, 2).map((s) => [s.wall, s.at.toISOString()]),
      [
        ['2027-10-24T09:30', '2027-10-24T07:30:00.000Z'],
        ['2027-10-31T09:30', '2027-10-31T08:30:00.000Z'],
      ],
    );
  });

  test('a send count ends the plan; no recurrence is one send; manual or incomplete is none', () => {
    assert.equal(previewSends({ ...weekly('2027-03-21', '10:00'), send_count: '3' }).length, 3);
    assert.equal(previewSends({ ...weekly('2027-03-21', '10:00'), freq: '' }).length, 1);
    assert.deepEqual(previewSends({ ...weekly('2027-03-21', '10:00'), manual: true }), []);
    assert.deepEqual(previewSends(weekly('2027-03-21', '')), []);
    assert.deepEqual(previewSends({ ...weekly('2027-03-21', '10:00'), tzid: 'Mars/Olympus' }), []);
  });

  test('daily every 2 days in New York', () => {
    const sends = previewSends({
      ...weekly('2027-03-12', '08:00'),
      freq: '3',
      interval: '2',
      tzid: 'America/New_York',
    });
    assert.deepEqual(
      sends.slice(0, 3).map((s) => s.wall),
      ['2027-03-12T08:00', '2027-03-14T08:00', '2027-03-16T08:00'],
    );
  });
});

describe('a refused save', () => {
  const refused = (code: string, fields: Record<string, string[]>) =>
    new ApiRequestError({ status: 400, code, fields, general: [] });

  test('unfilled variables ask for a confirmation, naming them', () => {
    assert.deepEqual(saveRefusal(refused('variables_incomplete', { variables: ['1', '3'] })), {
      kind: 'confirm',
      missing: ['1', '3'],
    });
  });

  test('the WhatsApp tier says its limit on the audiences; a past start on the date', () => {
    const tier = saveRefusal(
      refused('whatsapp_tier_limit', { contact_lists: ['whatsapp_tier_limit'], limit: ['1000'] }),
    );
    assert.deepEqual(tier, {
      kind: 'fields',
      fields: { contact_lists: ['whatsapp_tier_limit'] },
      limit: 1000,
      general: null,
    });
    const past = saveRefusal(
      refused('invalid_payload', { dtstart: ['start_in_past'], 'recurrence.interval': ['invalid'] }),
    );
    assert.deepEqual(past.kind === 'fields' && past.fields, {
      dtstart: ['start_in_past'],
      recurrence: ['invalid'],
    });
    assert.equal(campaignProblemKey('start_in_past'), 'campaigns:campaign_form.problems.start_in_past');
    assert.equal(campaignProblemKey('blocked_by_campaign'), 'common:errors.blocked_by_campaign');
    assert.equal(campaignProblemKey('no_such_word'), 'common:field.invalid');
  });

  test('an answer without a field is said above the form', () => {
    const error = refused('campaign_not_editable', {});
    assert.deepEqual(saveRefusal(error), { kind: 'fields', fields: {}, limit: null, general: error });
  });
});
