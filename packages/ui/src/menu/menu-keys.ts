/**
 * Where the focus of a menu goes for a key (WAI-ARIA menu button): arrows wrap, Home and End go to
 * the ends; null for a key the menu does not handle.
 */
export function nextIndex(current: number, key: string, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
