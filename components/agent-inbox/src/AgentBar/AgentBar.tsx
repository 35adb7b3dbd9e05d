/** Agent controls (spec 000 §2): open count, break/unbreak, autofill. Filled in by its own work; renders nothing until then. */
export function AgentBar() {
  return null;
}
