import type { Customer } from '@omnicanal/api';
import { expect } from 'chai';
import { makeManager } from './testing/fixtures.ts';
import { viewerOf } from './viewer.ts';

describe('viewerOf', () => {
  it('takes the role from the user and the service kinds once each from the company', () => {
    const customer = { services: [{ kind: 'bot' }, { kind: 'dialogflow' }, { kind: 'bot' }] } as Customer;
    expect(viewerOf(makeManager(), customer, 'hosted')).to.deep.equal({
      role: 'manager',
      edition: 'hosted',
      services: ['bot', 'dialogflow'],
    });
  });

  it('offers the least when nobody is signed in', () => {
    expect(viewerOf(null, null, 'self-hosted')).to.deep.equal({
      role: 'agent',
      edition: 'self-hosted',
      services: [],
    });
  });
});
