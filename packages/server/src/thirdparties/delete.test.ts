import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { demoCaller } from '../core/settings/testing.ts';
import { startTestServer, type TestServer } from '../test/helpers.ts';

let server: TestServer;
let call: Awaited<ReturnType<typeof demoCaller>>['call'];
before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  ({ call } = await demoCaller(server, '/api/thirdparties'));
});
after(async () => server.stop());

const sftp = { label: 'Dépôt nocturne', host: 'sftp.example.org', port: '22', username: 'exports' };
const goodays = { label: 'Goodays', client_id: 'client-1', secret: 'goodays-s3cret' };

const companyId = async () =>
  (
    await server.context.db
      .selectFrom('skills')
      .select('company_id')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow()
  ).company_id;

describe('third-party accounts: what may not be deleted', () => {
  test('an SFTP account a scheduled export writes to is refused with blocked_by_export, and kept', async () => {
    const created = await call('admin', '/accounts/sftp', { body: sftp });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.id as number;
    const exported = await server.context.db
      .insertInto('scheduled_exports')
      .values({
        company_id: await companyId(),
        label: 'Conversations',
        kind: 'conversations',
        filename: 'conv-{date}.csv',
        recurrence_rule: 'FREQ=DAILY',
        account_id: id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const refused = await call('admin', `/accounts/${id}`, { method: 'DELETE' });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.error, 'blocked_by_export');
    assert.doesNotMatch(JSON.stringify(refused.body), /Conversations/, 'names nothing else');
    assert.equal((await call('admin', `/accounts/${id}`)).status, 200, 'the account is kept');

    await server.context.db.deleteFrom('scheduled_exports').where('id', '=', exported.id).execute();
    assert.equal((await call('admin', `/accounts/${id}`, { method: 'DELETE' })).status, 204);
  });

  test('an SFTP account an audience reads its file from is refused with blocked_by_audience', async () => {
    const created = await call('admin', '/accounts/sftp', { body: sftp });
    const id = created.body.id as number;
    const audience = await server.context.db
      .insertInto('contact_lists')
      .values({
        company_id: await companyId(),
        name: 'Clients CRM',
        kind: 'PHONE_NUMBER',
        language: 'fr',
        source: 'sftp',
        origin: 'sftp',
        filters: null,
        sftp_account_id: id,
        sftp_path: 'crm/clients.csv',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await call('admin', `/accounts/${id}`, { method: 'DELETE' });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.error, 'blocked_by_audience');
    await server.context.db.deleteFrom('contact_lists').where('id', '=', audience.id).execute();
    assert.equal((await call('admin', `/accounts/${id}`, { method: 'DELETE' })).status, 204);
  });

  test('a satisfaction account a survey sends is refused with blocked_by_survey, and kept', async () => {
    const created = await call('admin', '/accounts/goodays', { body: goodays });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.id as number;
    const survey = await server.context.db
      .insertInto('surveys')
      .values({
        company_id: await companyId(),
        label: 'Goodays après discussion',
        text: 'Votre avis : {{url}}',
        skills: '[]',
        subaccounts: '[]',
        account_id: id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const refused = await call('admin', `/accounts/${id}`, { method: 'DELETE' });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.error, 'blocked_by_survey');
    assert.equal((await call('admin', `/accounts/${id}`)).status, 200, 'the account is kept');

    await server.context.db.deleteFrom('surveys').where('id', '=', survey.id).execute();
    assert.equal((await call('admin', `/accounts/${id}`, { method: 'DELETE' })).status, 204);
  });
});
