/**
 * Files sent in conversations (spec 000 §7 POST /files) and the invitations the cobrowse service
 * opens (co-browsing and video calls).
 */
export const statements: readonly string[] = [
  // The bytes live on disk under the data directory, named by `id`; this row says whose they are.
  `create table uploads (
    id text primary key,
    company_id integer not null references companies(id),
    uploader_user_id integer references users(id),
    uploader_guest_id integer references guests(id),
    name text not null,
    mimetype text not null,
    size integer not null,
    auth_required boolean not null default false,
    origin text,
    created_at timestamptz not null default now()
  )`,
  `create index uploads_company on uploads (company_id)`,
  // One signing key for download links, shared by every instance on this database.
  `create table upload_keys (
    id integer primary key,
    secret text not null
  )`,
  `create table invitations (
    token_hash text primary key,
    company_id integer not null references companies(id),
    room_uuid text not null references rooms(uuid),
    kind text not null,
    created_by integer not null references users(id),
    expires_at timestamptz not null,
    created_at timestamptz not null default now()
  )`,
  `create index invitations_room on invitations (room_uuid)`,
];
