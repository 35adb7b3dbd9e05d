/** The header statistics strip of spec 000 §3 (running, average waiting and running, satisfaction, NPS). Filled in by its own work; renders nothing until then. */
export function HeaderStats() {
  return null;
}
