import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createFormState } from './form-state.ts';
import type { FormDescriptor } from './types.ts';

const descriptor = (): FormDescriptor => ({
  fieldsets: [
    {
      legend: 'x:account',
      fields: [
        { name: 'email', kind: 'email', label: 'x:email', required: true },
        { name: 'phone', kind: 'tel', label: 'x:phone' },
        {
          name: 'password1',
          kind: 'password',
          label: 'x:p1',
          required: true,
          validation: { name: 'password' },
        },
        { name: 'password2', kind: 'password', label: 'x:p2', required: true, sameAs: 'password1' },
        { name: 'token', kind: 'hidden', label: 'x:token', value: 't' },
      ],
    },
  ],
});

const STRONG = 'Omnicanal-demo-2026!';

describe('createFormState', () => {
  it('starts from the descriptor values and errors', () => {
    const form = createFormState({
      fieldsets: [{ fields: [{ name: 'a', kind: 'text', label: 'x', value: 'v', errors: ['taken'] }] }],
      nonFieldsErrors: ['closed'],
    });
    assert.deepEqual(form.get(), {
      values: { a: 'v' },
      fieldErrors: { a: [{ key: 'taken', text: 'taken' }] },
      formErrors: [{ key: 'closed', text: 'closed' }],
    });
  });

  it('refuses a submit with every field error and keeps the values', () => {
    const form = createFormState(descriptor());
    const result = form.submit();
    assert.equal(result.ok, false);
    assert.deepEqual(Object.keys(form.get().fieldErrors).sort(), ['email', 'password1', 'password2']);
    assert.deepEqual(form.get().fieldErrors.email, [{ key: 'form:errors.required' }]);
  });

  it('clears errors on change except telephone ones, and re-validates the changed field', () => {
    const form = createFormState(descriptor());
    form.change('phone', '0612');
    form.submit();
    assert.ok(form.get().fieldErrors.phone);
    assert.ok(form.get().fieldErrors.password1);
    form.change('email', 'bad');
    assert.deepEqual(form.get().fieldErrors, {
      phone: [{ key: 'form:errors.telephone' }],
      email: [{ key: 'form:errors.email' }],
    });
    form.change('email', 'a@b.fr');
    assert.deepEqual(Object.keys(form.get().fieldErrors), ['phone']);
    form.change('phone', '+33612345678');
    assert.deepEqual(form.get().fieldErrors, {});
  });

  it('reports a confirmation mismatch as a form error, then submits', () => {
    const form = createFormState(descriptor());
    form.change('email', 'a@b.fr');
    form.change('password1', STRONG);
    form.change('password2', `${STRONG}x`);
    const refused = form.submit();
    assert.deepEqual(refused, {
      ok: false,
      fieldErrors: {},
      formErrors: [{ key: 'form:password.passwords_mismatch' }],
    });
    form.change('password2', STRONG);
    assert.deepEqual(form.get().formErrors, []);
    assert.deepEqual(form.submit(), {
      ok: true,
      values: { email: 'a@b.fr', phone: '', password1: STRONG, password2: STRONG, token: 't' },
    });
  });

  it('maps server errors onto fields and the form', () => {
    const form = createFormState(descriptor());
    let notified = 0;
    const stop = form.subscribe(() => {
      notified += 1;
    });
    form.applyServerErrors({
      status: 400,
      code: null,
      fields: { email: ['Already used.'], token: ['expired'], other: ['bad'] },
      general: ['Try again.'],
    });
    assert.deepEqual(form.get().fieldErrors, { email: [{ key: 'Already used.', text: 'Already used.' }] });
    assert.deepEqual(form.get().formErrors, [
      { key: 'Try again.', text: 'Try again.' },
      { key: 'expired', text: 'token: expired' },
      { key: 'bad', text: 'other: bad' },
    ]);
    stop();
    form.change('email', 'a@b.fr');
    assert.equal(notified, 1);
  });

  it('prefers the catalogue text of a server code', () => {
    const form = createFormState(descriptor());
    form.applyServerErrors({ status: 400, code: 'bad_token', fields: {}, general: ['Bad token.'] });
    assert.deepEqual(form.get().formErrors, [{ key: 'common:errors.bad_token', text: 'Bad token.' }]);
  });

  it("keeps a control's own finding until its next change, over other changes and at submit", () => {
    const form = createFormState({
      fieldsets: [
        {
          fields: [
            { name: 'card', kind: 'card', label: 'x:card' },
            { name: 'cv', kind: 'file', label: 'x:cv' },
            { name: 'name', kind: 'text', label: 'x:name' },
          ],
        },
      ],
    });
    form.change('card', 'incomplete', { key: 'form:errors.card' });
    form.change('cv', '', { key: 'form:errors.file_size' });
    form.change('name', 'Marie');
    // Card errors survive other changes (spec 000 §4); the file error is cleared from view.
    assert.deepEqual(form.get().fieldErrors, { card: [{ key: 'form:errors.card' }] });
    assert.deepEqual(form.submit(), {
      ok: false,
      fieldErrors: { card: [{ key: 'form:errors.card' }], cv: [{ key: 'form:errors.file_size' }] },
      formErrors: [],
    });
    form.change('card', 'incomplete', null);
    form.change('cv', 'cv.pdf', null);
    assert.deepEqual(form.submit(), {
      ok: false,
      fieldErrors: { card: [{ key: 'form:errors.card' }] },
      formErrors: [],
    });
    form.change('card', 'visa', null);
    assert.deepEqual(form.submit(), { ok: true, values: { card: 'visa', cv: 'cv.pdf', name: 'Marie' } });
  });

  it('reports a finding without a new value', () => {
    const form = createFormState(descriptor());
    form.report('phone', { key: 'x:refused' });
    assert.deepEqual(form.get().fieldErrors, { phone: [{ key: 'x:refused' }] });
    form.submit();
    assert.deepEqual(form.get().fieldErrors.phone, [{ key: 'x:refused' }]);
    form.report('phone', null);
    assert.equal(form.submit().ok, false);
    assert.equal(form.get().fieldErrors.phone, undefined);
  });

  it('starts a multi-range slider on its whole scale and multiple choices empty', () => {
    const form = createFormState({
      fieldsets: [
        {
          fields: [
            { name: 'price', kind: 'range', label: 'x', min: 5, max: 50 },
            { name: 'days', kind: 'multiselect', label: 'x' },
            { name: 'team', kind: 'select', label: 'x', multiple: true },
            { name: 'docs', kind: 'file', label: 'x', multiple: true },
          ],
        },
      ],
    });
    assert.deepEqual(form.get().values, { price: ['5', '50'], days: [], team: [], docs: [] });
  });

  it('refuses to change a field it does not have', () => {
    assert.throws(() => createFormState(descriptor()).change('nope', 'x'), /Unknown field/);
  });
});
