import type { Generated } from 'kysely';
import type { Json } from '../db/columns.ts';

// The message library tables. Composed into `DB` by db/schema.ts.

/** Message library levels (spec 002 §3): categories contain subcategories contain sentences. */
export interface MsglibCategoriesTable {
  id: Generated<number>;
  company_id: number;
  label: string;
  skills: Json<number[]>;
  subaccounts: Json<number[]>;
}

export interface MsglibSubcategoriesTable {
  id: Generated<number>;
  company_id: number;
  category_id: number;
  label: string;
  skills: Json<number[]>;
  subaccounts: Json<number[]>;
}

export interface MsglibSentencesTable {
  id: Generated<number>;
  company_id: number;
  subcategory_id: number;
  label: string;
  content: string;
  skills: Json<number[]>;
  subaccounts: Json<number[]>;
}
