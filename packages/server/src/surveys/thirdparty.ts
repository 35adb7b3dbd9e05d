import { SurveyThirdPartyAnswer } from '@omnicanal/api';
import * as v from 'valibot';
import { hashToken } from '../auth/tokens.ts';
import { SIGNATURE_HEADER, signatureMatches } from '../channels/providers/signature.ts';
import { openSecret, secretKeyOf } from '../channels/secrets.ts';
import { fieldErrors, HttpError, issuesCode, notFound } from '../http/errors.ts';
import { IdParams, type ServicePlugin } from '../http/valibot.ts';
import { isSatisfactionKind, SIGNING_SECRET } from './providers/provider.ts';
import { recordSurveyAnswer } from './record.ts';

const Params = IdParams('id');
const Answered = v.object({ answered: v.literal(true) });

/**
 * The endpoint a satisfaction third party posts its respondents' answers to:
 * `POST /api/surveys/thirdparty/{account id}`, signed with the account's secret (Goodays: its
 * secret, Qemotion: its token) as `x-omnicanal-signature: sha256=<hex HMAC of the raw body>`. The
 * answer names our invitation by the reference its link carried, and must be an invitation that
 * account's link went out with. One answer per invitation (a retry of it is acknowledged); its
 * effect is our page's.
 */
export const surveyThirdPartyRoutes: ServicePlugin = async (app) => {
  // The signature covers the exact bytes: the body reaches the route as text, parsed once it holds.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16_384 }, (_r, body, done) =>
    done(null, body),
  );
  const key = secretKeyOf(app.config.secretKey);

  app.post(
    '/thirdparty/:id',
    {
      // No per-address limit: a provider posts every respondent's answer from its few addresses,
      // as the channels' inbound calls come (a call is refused at the signature, before any write).
      config: { auth: 'public' },
      schema: {
        summary: 'Receives a satisfaction third party’s answer to a survey invitation, signed.',
        description:
          'Unsigned or signed with another secret: 401, nothing stored. An invalid payload: 400 with field errors. A reference this account’s link did not carry: 404. The same answer again (a retry) is acknowledged without change; another answer to an answered invitation: 409 `survey_already_answered`. Otherwise the room’s satisfaction is filled, as by our page.',
        params: Params,
        response: { 200: Answered },
      },
    },
    async (request) => {
      const account = await app.db
        .selectFrom('thirdparty_accounts')
        .select(['id', 'company_id', 'kind', 'category', 'secrets'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (account?.category !== 'satisfaction' || !isSatisfactionKind(account.kind))
        throw notFound('satisfaction account');
      const body = typeof request.body === 'string' ? request.body : '';
      const sealed = account.secrets?.[SIGNING_SECRET[account.kind]];
      let secret = '';
      try {
        secret = sealed ? openSecret(key, sealed) : '';
      } catch {
        // A secret sealed under another key signs nothing: refused below like a wrong signature.
        secret = '';
      }
      if (!secret || !signatureMatches(secret, body, request.headers[SIGNATURE_HEADER]))
        throw new HttpError(401, 'not_authenticated', "The call is not signed with the account's secret.");
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        throw new HttpError(400, 'invalid_payload', 'The body is not JSON.');
      }
      const parsed = v.safeParse(SurveyThirdPartyAnswer, json);
      if (!parsed.success)
        throw new HttpError(
          400,
          issuesCode(parsed.issues),
          'The answer is not valid.',
          fieldErrors(parsed.issues),
        );
      const { reference, sat, nps, comment } = parsed.output;
      const invitation = await app.db
        .selectFrom('survey_invitations')
        .select(['id', 'room_uuid'])
        .where('token_hash', '=', hashToken(reference))
        .where('company_id', '=', account.company_id)
        .where('account_id', '=', account.id)
        .executeTakeFirst();
      if (!invitation) throw notFound('survey invitation');
      if (await recordSurveyAnswer(app, invitation, { sat, nps, comment }))
        return { answered: true as const };
      // Webhooks come at least once: the same answer again is a retry, acknowledged without change;
      // another answer to an answered invitation is refused.
      const kept = await app.db
        .selectFrom('survey_invitations')
        .select(['sat', 'nps', 'comment'])
        .where('id', '=', invitation.id)
        .executeTakeFirstOrThrow();
      if (kept.sat === sat && kept.nps === nps && (kept.comment ?? '') === comment)
        return { answered: true as const };
      throw new HttpError(409, 'survey_already_answered', 'This survey has already been answered.');
    },
  );
};
