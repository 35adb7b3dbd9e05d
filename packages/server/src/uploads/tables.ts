import type { CreatedAt } from '../db/columns.ts';

// The tables the uploads service writes. Composed into `DB` by db/schema.ts.

/** A file sent in a conversation; its bytes are on disk, named by `id`. */
export interface UploadsTable {
  id: string;
  company_id: number;
  uploader_user_id: number | null;
  uploader_guest_id: number | null;
  name: string;
  mimetype: string;
  size: number;
  auth_required: boolean;
  origin: string | null;
  created_at: CreatedAt;
}

/** The key that signs download links (one row). */
export interface UploadKeysTable {
  id: number;
  secret: string;
}
