import areaNavCss from './area-nav.css?inline';

/** The area nav's stylesheet: an element rendering `<AreaNav>` adds it to its `styles`. */
export const AREA_NAV_CSS: string = areaNavCss;

export { type AreaLink, AreaNav, type AreaNavProps } from './AreaNav.tsx';
