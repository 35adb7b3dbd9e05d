/** Supervisor statistics (spec 000 §6–§7) with CSV export. Filled in by its own work; renders nothing until then. */
export function SupervisorStats() {
  return null;
}
