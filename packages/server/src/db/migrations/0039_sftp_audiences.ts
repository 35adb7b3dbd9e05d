/**
 * Audiences read from a company's SFTP server (spec 002 §3 "SFTP with account and destination
 * path"): the SFTP third-party account and the CSV file's path, read again at each save. An
 * account deleted since leaves the audience with its contacts and without a source to read.
 */
export const statements: readonly string[] = [
  `alter table contact_lists add column sftp_account_id integer references thirdparty_accounts(id) on delete set null`,
  `alter table contact_lists add column sftp_path text`,
];
