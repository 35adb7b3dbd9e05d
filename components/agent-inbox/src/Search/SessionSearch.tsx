/** Session search (spec 000 §7 POST /sessions/search). Filled in by its own work; renders nothing until then. */
export function SessionSearch() {
  return null;
}
