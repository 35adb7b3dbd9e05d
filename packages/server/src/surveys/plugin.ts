import type { ServicePlugin } from '../http/valibot.ts';
import { surveyAnswersRoutes } from './answers.ts';
import { surveysRoutes } from './routes.ts';
import { surveyThirdPartyRoutes } from './thirdparty.ts';

/**
 * The surveys service, mounted at /api/surveys: the company's satisfaction surveys (admins, Pro
 * and Enterprise offers), our hosted survey page the customers answer on, and the signed endpoint
 * satisfaction third parties post their answers to.
 */
export const surveysPlugin: ServicePlugin = async (app) => {
  await app.register(surveysRoutes);
  await app.register(surveyAnswersRoutes);
  await app.register(surveyThirdPartyRoutes);
};
