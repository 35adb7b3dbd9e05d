/**
 * Identified visitors: a website signs who its signed-in visitor is with a secret of the company
 * (a JWT, HS256), and that visitor is one guest on every device, found by the site's own user id.
 * The secret is kept as it is, not hashed: the server needs it to check each signature.
 */
export const statements: readonly string[] = [
  `create table visitor_identity_secrets (
    company_id integer primary key references companies (id) on delete cascade,
    secret text not null,
    created_at timestamptz not null default now()
  )`,
  `alter table guests add column external_id text`,
  `create unique index guests_company_external_id on guests (company_id, external_id)
    where external_id is not null`,
];
