import { SurveyAnswerInput } from '@omnicanal/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { hashToken } from '../auth/tokens.ts';
import { pageLocale } from '../http/html-page.ts';
import type { ServicePlugin } from '../http/valibot.ts';
import { perAddress } from '../limits/plugin.ts';
import { SURVEY_PAGE_CSS, type SurveyPageState, surveyPage } from './page.ts';
import { surveyPagePath } from './paths.ts';
import { recordSurveyAnswer } from './record.ts';

const STYLESHEET = '/api/surveys/answer/survey.css';
/** The satisfaction third parties' names as they write them. */
const PROVIDER_NAMES: Readonly<Record<string, string>> = { goodays: 'Goodays', qemotion: 'Qemotion' };
const Params = v.object({ token: v.pipe(v.string(), v.maxLength(512)) });
/** `via` marks a satisfaction third party's local link (providers/local.ts); the page reads the invitation. */
const Query = v.object({
  lang: v.optional(v.string()),
  sent: v.optional(v.string()),
  via: v.optional(v.pipe(v.string(), v.maxLength(32))),
});
const PUBLIC = { auth: 'public', rateLimit: perAddress('surveyPage'), answers: 'page' } as const;

/**
 * Our hosted survey page (`/api/surveys/answer/{token}`): the link a survey sends opens it, the
 * customer gives satisfaction /5, NPS /10 and a comment, once. The answer fills the room's
 * `satisfaction` infos (`{sat, nps}`, which the agents' header strip and the statistics read) and
 * the agents who see the room get it at once. The token only opens this one answer.
 */
export const surveyAnswersRoutes: ServicePlugin = async (app) => {
  // The page's form posts as a browser does, without a script.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const invitationOf = (token: string) =>
    app.db
      .selectFrom('survey_invitations')
      .innerJoin('companies', 'companies.id', 'survey_invitations.company_id')
      .select([
        'survey_invitations.id',
        'survey_invitations.answered_at',
        'survey_invitations.room_uuid',
        'survey_invitations.provider',
        'companies.name',
      ])
      .where('survey_invitations.token_hash', '=', hashToken(token))
      .executeTakeFirst();

  const render = (
    request: FastifyRequest<{
      Params: v.InferOutput<typeof Params>;
      Querystring: v.InferOutput<typeof Query>;
    }>,
    reply: FastifyReply,
    status: number,
    state: SurveyPageState,
  ) => {
    const locale = pageLocale(request.query.lang, request.headers['accept-language']);
    const action = `${surveyPagePath(request.params.token)}${request.query.lang ? `?lang=${locale}` : ''}`;
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(surveyPage(locale, state, action, STYLESHEET));
  };

  app.get(
    '/answer/survey.css',
    { config: PUBLIC, schema: { summary: 'The stylesheet of the survey answer page.' } },
    async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/css; charset=utf-8')
        .send(SURVEY_PAGE_CSS),
  );

  app.get(
    '/answer/:token',
    {
      config: PUBLIC,
      schema: {
        summary: 'The survey answer page a survey link opens, as HTML.',
        description:
          'Shows the form once; an answered survey shows that it is answered, an unknown link that it is gone.',
        params: Params,
        querystring: Query,
      },
    },
    async (request, reply) => {
      const invitation = await invitationOf(request.params.token);
      if (!invitation) return render(request, reply, 404, { kind: 'gone' });
      if (invitation.answered_at)
        return render(request, reply, 200, { kind: request.query.sent ? 'thanks' : 'already' });
      return render(request, reply, 200, {
        kind: 'form',
        company: invitation.name,
        problem: false,
        comment: '',
        // Only the provider that really made this invitation's link is named (providers/local.ts).
        via: invitation.provider ? (PROVIDER_NAMES[invitation.provider] ?? null) : null,
      });
    },
  );

  app.post(
    '/answer/:token',
    {
      config: PUBLIC,
      schema: {
        summary: 'Answers a survey from its page’s form: satisfaction /5, NPS /10 and a comment.',
        description:
          'A form post answered with the page. Once only (409 afterwards); the answer fills the room’s satisfaction and reaches the agents who see the room.',
        params: Params,
        querystring: Query,
      },
    },
    async (request, reply) => {
      const invitation = await invitationOf(request.params.token);
      if (!invitation) return render(request, reply, 404, { kind: 'gone' });
      if (invitation.answered_at) return render(request, reply, 409, { kind: 'already' });
      const answer = v.safeParse(SurveyAnswerInput, request.body ?? {});
      if (!answer.success) {
        const comment =
          typeof (request.body as { comment?: unknown })?.comment === 'string'
            ? (request.body as { comment: string }).comment
            : '';
        return render(request, reply, 400, {
          kind: 'form',
          company: invitation.name,
          problem: true,
          comment: comment.slice(0, 2000),
        });
      }
      const { sat, nps, comment } = answer.output;
      // Answered once: a second post (a double click, another tab) finds it taken.
      const kept = await recordSurveyAnswer(app, invitation, { sat, nps, comment });
      if (!kept) return render(request, reply, 409, { kind: 'already' });
      const lang = request.query.lang ? `&lang=${pageLocale(request.query.lang, undefined)}` : '';
      // Post, then redirect, then get: a reload of the thanks never posts again.
      return reply.redirect(`${surveyPagePath(request.params.token)}?sent=1${lang}`, 303);
    },
  );
};
