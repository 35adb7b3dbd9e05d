/**
 * What the `item` attribute of the message library names (spec 002 §2: categories contain
 * subcategories contain sentences). Each level is a list; `add` and `edit` are its forms.
 */
export type LibraryRoute =
  | { screen: 'categories' }
  | { screen: 'category-add' }
  | { screen: 'category'; category: number }
  | { screen: 'category-edit'; category: number }
  | { screen: 'subcategory-add'; category: number }
  | { screen: 'subcategory'; category: number; subcategory: number }
  | { screen: 'subcategory-edit'; category: number; subcategory: number }
  | { screen: 'sentence-add'; category: number; subcategory: number }
  | { screen: 'sentence'; category: number; subcategory: number; sentence: number }
  | { screen: 'missing' };

const ID = /^[1-9]\d{0,8}$/;

/**
 * Reads `item`: nothing is the categories, `add` a new category, `categories/<c>` its
 * subcategories (`/edit` its form), `categories/<c>/subcategories/<s>` its sentences,
 * `…/sentences/<id>` or `…/sentences/add` a sentence's form. Anything else names nothing.
 */
export function libraryRoute(item: string | undefined): LibraryRoute {
  if (!item) return { screen: 'categories' };
  if (item === 'add') return { screen: 'category-add' };
  const parts = item.split('/');
  const [c, s, id] = [parts[1], parts[3], parts[5]].map((part) => (part && ID.test(part) ? Number(part) : 0));
  if (parts[0] !== 'categories' || !c) return { screen: 'missing' };
  const shape = parts.map((part, index) => (index % 2 === 1 && ID.test(part) ? '#' : part)).join('/');
  switch (shape) {
    case 'categories/#':
      return { screen: 'category', category: c };
    case 'categories/#/edit':
      return { screen: 'category-edit', category: c };
    case 'categories/#/subcategories/add':
      return { screen: 'subcategory-add', category: c };
    case 'categories/#/subcategories/#':
      return { screen: 'subcategory', category: c, subcategory: s as number };
    case 'categories/#/subcategories/#/edit':
      return { screen: 'subcategory-edit', category: c, subcategory: s as number };
    case 'categories/#/subcategories/#/sentences/add':
      return { screen: 'sentence-add', category: c, subcategory: s as number };
    case 'categories/#/subcategories/#/sentences/#':
      return { screen: 'sentence', category: c, subcategory: s as number, sentence: id as number };
    default:
      return { screen: 'missing' };
  }
}

/** The item path of a category, a subcategory, or a sentence, and what follows it. */
export const categoryPath = (c: number, rest = '') => `categories/${c}${rest ? `/${rest}` : ''}`;
export const subcategoryPath = (c: number, s: number, rest = '') =>
  categoryPath(c, `subcategories/${s}${rest ? `/${rest}` : ''}`);
export const sentencePath = (c: number, s: number, id: number | 'add') =>
  subcategoryPath(c, s, `sentences/${id}`);
