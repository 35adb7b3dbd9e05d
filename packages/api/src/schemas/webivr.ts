import { WEBIVR_ACTIONS } from '@omnicanal/core/webivr';
import * as v from 'valibot';
import { IsoDate, RowId, Uuid } from './common.ts';

/*
 * The web IVR service (spec 001 §3 "Web IVR …", §7 "Web IVR service"): accounts, their versions
 * (working, published, history), trees and nodes, the server's undo/redo snapshots, publishing and
 * the preview. Field messages are catalogue words (`required`, `too_long`, `invalid`).
 */

/** Longest label a manager types (account, tree, node, version). */
export const WEBIVR_LABEL_MAX = 120;
/** Longest text a text node or a comment holds. */
export const WEBIVR_TEXT_MAX = 4000;
/** Most nodes one version may hold: far above a hand-built menu, low enough to bound a copy. */
export const WEBIVR_MAX_NODES = 5000;

const Label = v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(WEBIVR_LABEL_MAX, 'too_long'));
/** A node's label may be empty while it is a draft: the publish check names it then. */
const DraftLabel = v.pipe(v.string(), v.trim(), v.maxLength(WEBIVR_LABEL_MAX, 'too_long'));
const Text = v.pipe(v.string(), v.maxLength(WEBIVR_TEXT_MAX, 'too_long'));
/** Empty while a draft; else an http(s) address: only those become links for visitors. */
const HttpUrl = v.union(
  [
    v.literal(''),
    v.pipe(v.string(), v.trim(), v.url('invalid'), v.regex(/^https?:\/\//i, 'invalid'), v.maxLength(2048)),
  ],
  'invalid',
);
const Phone = v.union(
  [v.literal(''), v.pipe(v.string(), v.trim(), v.regex(/^\+?[0-9 .()-]{3,32}$/, 'invalid'))],
  'invalid',
);
const MailAddress = v.union(
  [v.literal(''), v.pipe(v.string(), v.trim(), v.email('invalid'), v.maxLength(254))],
  'invalid',
);
const Ref = v.nullable(RowId);

/** Account languages: the product's two (spec 001 §9). */
export const WEBIVR_LANGUAGES = ['fr', 'en'] as const;

// --- accounts -------------------------------------------------------------------------------

/** `POST /accounts`: a web IVR on a skill. */
export const WebivrAccountInput = v.object({
  label: Label,
  skill: RowId,
  language: v.optional(v.picklist(WEBIVR_LANGUAGES, 'invalid'), 'fr'),
  theme: v.optional(Ref, null),
});
export type WebivrAccountInput = v.InferOutput<typeof WebivrAccountInput>;

/**
 * A web IVR account (spec 001 §3): its working version (the one edited), its production version
 * (published, null until the first publish) and whether the working version differs from it.
 */
export const WebivrAccount = v.object({
  id: v.number(),
  label: v.string(),
  skill: v.number(),
  language: v.string(),
  theme: v.nullable(v.number()),
  working_version: v.number(),
  production_version: v.nullable(v.number()),
  /** The first page of the working version's first tree, where a visitor starts. */
  root_node: v.nullable(v.string()),
  has_unpublished_changes: v.boolean(),
  created_at: IsoDate,
});
export type WebivrAccount = v.InferOutput<typeof WebivrAccount>;

/** `POST /accounts/{id}/duplicate`: the copy's label. */
export const WebivrDuplicateInput = v.object({ label: Label });
export type WebivrDuplicateInput = v.InferOutput<typeof WebivrDuplicateInput>;

// --- versions -------------------------------------------------------------------------------

/** Spec 001 §4: working (editable), published (production) and history versions. */
export const WEBIVR_VERSION_KINDS = ['working', 'production', 'history'] as const;
export type WebivrVersionKind = (typeof WEBIVR_VERSION_KINDS)[number];

export const WebivrVersion = v.object({
  id: v.number(),
  kind: v.picklist(WEBIVR_VERSION_KINDS),
  label: v.nullable(v.string()),
  comment: v.string(),
  created_at: IsoDate,
  published_at: v.nullable(IsoDate),
});
export type WebivrVersion = v.InferOutput<typeof WebivrVersion>;

/**
 * `POST /accounts/{id}/versions`: the working version starts again from a template's menu
 * (`template_id`) or from a published or history version of the account (`version_id`). It is an
 * edit like any other: undo brings the previous menu back.
 */
export const WebivrVersionInput = v.pipe(
  v.object({ template_id: v.optional(Ref, null), version_id: v.optional(Ref, null) }),
  v.check((input) => (input.template_id === null) !== (input.version_id === null), 'template_or_version'),
);
export type WebivrVersionInput = v.InferOutput<typeof WebivrVersionInput>;

/** `POST /accounts/{id}/publish`: without a label, the date and time name the version (spec 001 §4). */
export const WebivrPublishInput = v.object({
  label: v.optional(v.nullable(DraftLabel), null),
  comment: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(WEBIVR_TEXT_MAX, 'too_long')), ''),
});
export type WebivrPublishInput = v.InferOutput<typeof WebivrPublishInput>;

/** A node that blocks a publish, with its reasons (the codes of `@omnicanal/core/webivr`). */
export const WebivrInvalidNode = v.object({
  id: v.string(),
  tree: v.string(),
  problems: v.array(v.string()),
});
export type WebivrInvalidNode = v.InferOutput<typeof WebivrInvalidNode>;

/** `GET /accounts/{id}/changes`: the working menu against the production one, node ids per change. */
export const WebivrChanges = v.object({
  production_version: v.nullable(v.number()),
  added: v.array(v.string()),
  removed: v.array(v.string()),
  edited: v.array(v.string()),
});
export type WebivrChanges = v.InferOutput<typeof WebivrChanges>;

// --- trees and nodes ------------------------------------------------------------------------

/** `?version=`: which version a read looks at, or which one an edit targets (the working one). */
export const WebivrVersionQuery = v.object({
  version: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'invalid'), v.transform(Number))),
});
export type WebivrVersionQuery = v.InferOutput<typeof WebivrVersionQuery>;

/** `GET /accounts/{id}/nodes`: `validated=false` lists the unvalidated ones, `tree` one tree's. */
export const WebivrNodesQuery = v.object({
  ...WebivrVersionQuery.entries,
  validated: v.optional(v.picklist(['true', 'false'], 'invalid')),
  tree: v.optional(Uuid),
});
export type WebivrNodesQuery = v.InferOutput<typeof WebivrNodesQuery>;

export const WebivrTreeInput = v.object({ label: Label });
export type WebivrTreeInput = v.InferOutput<typeof WebivrTreeInput>;

export const WebivrTree = v.object({ id: v.string(), label: v.string(), root_node: v.nullable(v.string()) });
export type WebivrTree = v.InferOutput<typeof WebivrTree>;

/** Each action's own settings (spec 001 §3 action kinds); empty strings and nulls are drafts. */
const ACTION_DATA = {
  page: {},
  choice: {},
  text: { text: v.optional(Text, '') },
  uri: { url: v.optional(HttpUrl, '') },
  uri__tel: { phone: v.optional(Phone, '') },
  uri__mail: { email: v.optional(MailAddress, '') },
  callback: { message: v.optional(Text, '') },
  messaging: { skill: v.optional(Ref, null) },
  faq: { faq_id: v.optional(Ref, null) },
  form: { form_id: v.optional(Ref, null) },
  routing: { calendar_id: v.optional(Ref, null) },
  to_tree: { tree_id: v.optional(v.nullable(Uuid), null) },
  api: {
    url: v.optional(HttpUrl, ''),
    method: v.optional(v.picklist(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], 'invalid'), 'POST'),
  },
  form_output: { outcome: v.optional(v.picklist(['sent', 'failed'], 'invalid'), 'sent') },
  routing_output: { open: v.optional(v.boolean(), true) },
} as const;

/** One action kind's payload: the action and its settings (absent settings: the draft's defaults). */
const kind = <const A extends string, const E extends v.ObjectEntries>(action: A, entries: E) =>
  v.object({
    action: v.literal(action),
    // Every setting is optional with a default, so an absent object parses as the defaults.
    data: v.optional(v.object(entries), {} as v.InferInput<v.ObjectSchema<E, undefined>>),
  });

const ACTION_KINDS = [
  kind('uri', ACTION_DATA.uri),
  kind('uri__tel', ACTION_DATA.uri__tel),
  kind('uri__mail', ACTION_DATA.uri__mail),
  kind('text', ACTION_DATA.text),
  kind('callback', ACTION_DATA.callback),
  kind('messaging', ACTION_DATA.messaging),
  kind('faq', ACTION_DATA.faq),
  kind('form', ACTION_DATA.form),
  kind('choice', ACTION_DATA.choice),
  kind('routing', ACTION_DATA.routing),
  kind('to_tree', ACTION_DATA.to_tree),
  kind('api', ACTION_DATA.api),
  kind('page', ACTION_DATA.page),
  kind('form_output', ACTION_DATA.form_output),
  kind('routing_output', ACTION_DATA.routing_output),
] as const;

/** A node's action and settings, checked per kind. */
export const WebivrNodeAction = v.variant('action', ACTION_KINDS, 'invalid');
export type WebivrNodeAction = v.InferOutput<typeof WebivrNodeAction>;

/** `POST /accounts/{id}/nodes`: a node placed under `parent` (null: the first page of its tree). */
export const WebivrNodeInput = v.intersect([
  v.object({
    tree: Uuid,
    parent: v.nullable(Uuid),
    label: v.optional(DraftLabel, ''),
    validated: v.optional(v.boolean(), false),
  }),
  WebivrNodeAction,
]);
export type WebivrNodeInput = v.InferOutput<typeof WebivrNodeInput>;

/** `POST /accounts/{id}/nodes/{node}`: a node's new label, action, settings and validation. */
export const WebivrNodeUpdate = v.intersect([
  v.object({ label: v.optional(DraftLabel, ''), validated: v.optional(v.boolean(), false) }),
  WebivrNodeAction,
]);
export type WebivrNodeUpdate = v.InferOutput<typeof WebivrNodeUpdate>;

export const WebivrNode = v.object({
  id: v.string(),
  tree: v.string(),
  parent: v.nullable(v.string()),
  position: v.number(),
  action: v.picklist(WEBIVR_ACTIONS),
  label: v.string(),
  validated: v.boolean(),
  data: v.record(v.string(), v.unknown()),
});
export type WebivrNode = v.InferOutput<typeof WebivrNode>;

/** `POST /nodes/children`: moves `node_id` (with its branch) under `parent_id`, at `position`. */
export const WebivrMoveInput = v.object({
  node_id: Uuid,
  parent_id: Uuid,
  position: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(WEBIVR_MAX_NODES)), 0),
});
export type WebivrMoveInput = v.InferOutput<typeof WebivrMoveInput>;

/**
 * `POST /accounts/{id}/nodes/{node}/paste`: copies node `node_id` of account `account_id` (any of
 * its versions, or `version_id` one) with its branch. Under the route's node, or, with `replace`,
 * in its place.
 */
export const WebivrPasteInput = v.object({
  account_id: RowId,
  node_id: Uuid,
  version_id: v.optional(Ref, null),
  replace: v.optional(v.boolean(), false),
});
export type WebivrPasteInput = v.InferOutput<typeof WebivrPasteInput>;

/** What a paste answers: the copy's root and every node it created. */
export const WebivrPasteAnswer = v.object({ node: v.string(), nodes: v.array(WebivrNode) });
export type WebivrPasteAnswer = v.InferOutput<typeof WebivrPasteAnswer>;

/** A version's whole menu: its trees and their nodes. */
export const WebivrMenu = v.object({
  version: v.number(),
  trees: v.array(WebivrTree),
  nodes: v.array(WebivrNode),
});
export type WebivrMenu = v.InferOutput<typeof WebivrMenu>;

// --- snapshots and preview ------------------------------------------------------------------

/** Spec 001 §3 "Snapshot state": whether undo and redo are available, and until when. */
export const WebivrSnapshotState = v.object({
  has_next: v.boolean(),
  has_previous: v.boolean(),
  expires_at: v.nullable(IsoDate),
});
export type WebivrSnapshotState = v.InferOutput<typeof WebivrSnapshotState>;

/** `POST /accounts/{id}/snapshots/apply`: undo (`previous`) or redo (`next`). */
export const WebivrSnapshotApply = v.object({ mode: v.picklist(['previous', 'next'], 'invalid') });
export type WebivrSnapshotApply = v.InferOutput<typeof WebivrSnapshotApply>;

/** `POST /sessions/preview`: the menu as a visitor would see it, on the working version by default. */
export const WebivrPreviewInput = v.object({ account_id: RowId, version_id: v.optional(Ref, null) });
export type WebivrPreviewInput = v.InferOutput<typeof WebivrPreviewInput>;

export const WebivrPreview = v.object({
  session_id: v.string(),
  account: v.number(),
  /** Where the visitor starts: the first page of the first tree. */
  node: v.nullable(v.string()),
  menu: WebivrMenu,
});
export type WebivrPreview = v.InferOutput<typeof WebivrPreview>;
