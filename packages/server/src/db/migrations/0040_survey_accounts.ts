/**
 * Surveys answered through a satisfaction third party (issue 20 point 3): a survey may name a
 * company's satisfaction account (Goodays, Qemotion) instead of a link. The reference has no
 * delete action of its own, so an account a survey names cannot be deleted even by a direct SQL
 * delete (`blocked_by_survey`); a company's deletion would cascade to both in one statement, where
 * Postgres checks a "no action" reference only at the statement's end.
 *
 * An invitation keeps the provider that made its link (null: our page), so the provider's answer
 * is taken only for an invitation it made, through that account's signed endpoint.
 */
export const statements: readonly string[] = [
  `alter table surveys add column account_id integer references thirdparty_accounts(id)`,
  `create index surveys_account on surveys (account_id) where account_id is not null`,
  `alter table survey_invitations add column account_id integer references thirdparty_accounts(id) on delete set null`,
  `alter table survey_invitations add column provider text`,
];
