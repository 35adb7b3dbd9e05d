/**
 * The screens of `<oc-webivr-builder>` (spec 001 §2 `/webivr` and `/webivr-builder/…`): the list
 * of web IVRs and their add/edit form, the builder's canvas of one version, and the builder's
 * FAQs, forms and templates, each a list with add and edit.
 */
export const VIEWS = ['builder', 'accounts', 'account', 'faqs', 'forms', 'templates'] as const;
export type View = (typeof VIEWS)[number];

/** The content screens: a list, or one item when `item-id` is set (`add` for a new one). */
export const CONTENT_VIEWS: ReadonlySet<View> = new Set(['faqs', 'forms', 'templates']);

/** The screen an attribute names; none means the builder, an unknown one null. */
export function viewOf(value: string | undefined | null): View | null {
  if (!value) return 'builder';
  return (VIEWS as readonly string[]).includes(value) ? (value as View) : null;
}

/** A positive whole id from an attribute, or null. */
export function idOf(value: string | undefined | null): number | null {
  return value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}

/** The console paths of the screens, for `oc-navigate`. */
export const paths = {
  accounts: () => '/webivr',
  accountAdd: () => '/webivr/add',
  account: (account: number) => `/webivr/${account}`,
  builder: (version: number, account: number, tree?: string, node?: string) =>
    `/webivr-builder/${version}/${account}${tree ? `/${tree}${node ? `/${node}` : ''}` : ''}`,
  content: (version: number, account: number, kind: 'faqs' | 'forms' | 'templates', item?: string) =>
    `/webivr-builder/${version}/${account}/${kind}${item ? `/${item}` : ''}`,
};
