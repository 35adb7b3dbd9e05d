/** The path of our hosted survey page for an invitation's token. */
export const surveyPagePath = (token: string) => `/api/surveys/answer/${token}`;
