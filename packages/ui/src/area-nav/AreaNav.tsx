import type { MouseEvent, ReactElement } from 'react';

/** One link of an area nav: where it goes and what it says (already translated). */
export interface AreaLink {
  path: string;
  label: string;
}

export interface AreaNavProps {
  /** The nav's accessible name. */
  label: string;
  links: readonly AreaLink[];
  /** The path of the screen shown, marked `aria-current="page"`. */
  current: string;
  /** A plain click: the element asks its host to go there (`oc-navigate`). */
  onNavigate: (path: string) => void;
}

/**
 * Links between the screens of one area (the campaigns' lists, the dashboards, a web IVR's
 * content). They are real links, so a new tab or a copied address works; a plain click is handed
 * to `onNavigate` so the console (or a partner's page) decides where to go.
 */
export function AreaNav({ label, links, current, onNavigate }: AreaNavProps): ReactElement {
  const follow = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(path);
  };
  return (
    <nav className="areas" aria-label={label}>
      {links.map((link) => (
        <a
          key={link.path}
          href={link.path}
          aria-current={link.path === current ? 'page' : undefined}
          onClick={(event) => follow(event, link.path)}
        >
          {link.label}
        </a>
      ))}
    </nav>
  );
}
