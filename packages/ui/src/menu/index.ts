import menuCss from './menu.css?inline';

/** The row menu's stylesheet: an element rendering `<RowMenu>` adds it to its `styles`. */
export const MENU_CSS: string = menuCss;

export { nextIndex } from './menu-keys.ts';
export { PointMenu, type PointMenuItem, type PointMenuProps } from './PointMenu.tsx';
export { RowMenu, type RowMenuItem, type RowMenuProps } from './RowMenu.tsx';
