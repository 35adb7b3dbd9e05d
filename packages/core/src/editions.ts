/** The two editions of spec 000 §1. */
export const EDITIONS = ['hosted', 'self-hosted'] as const;
export type Edition = (typeof EDITIONS)[number];

/** Where a route exists: in one edition only, or in both. */
export type RouteMode = Edition | 'any';

export function isEdition(value: unknown): value is Edition {
  return value === 'hosted' || value === 'self-hosted';
}

export function modeMatches(mode: RouteMode, edition: Edition): boolean {
  return mode === 'any' || mode === edition;
}
