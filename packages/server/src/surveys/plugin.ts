import type { ServicePlugin } from '../http/valibot.ts';
import { surveyAnswersRoutes } from './answers.ts';
import { surveysRoutes } from './routes.ts';

/**
 * The surveys service, mounted at /api/surveys: the company's satisfaction surveys (admins, Pro
 * and Enterprise offers) and our hosted survey page the customers answer on.
 */
export const surveysPlugin: ServicePlugin = async (app) => {
  await app.register(surveysRoutes);
  await app.register(surveyAnswersRoutes);
};
