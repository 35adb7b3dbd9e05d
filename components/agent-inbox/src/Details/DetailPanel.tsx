/** The room's detail panel (spec 000 §4): guest info, CRM, history, note, files. Filled in by its own work; renders nothing until then. */
export function DetailPanel(_props: { room: import('@omnicanal/api').Room }) {
  return null;
}
