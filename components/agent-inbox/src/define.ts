import { registerElement } from '@omnicanal/element';
import { OcAgentInbox } from './OcAgentInbox.ts';

/** Registers `<oc-agent-inbox>` (idempotent: a second build on the page keeps the first definition). */
registerElement('oc-agent-inbox', OcAgentInbox);

declare global {
  interface HTMLElementTagNameMap {
    'oc-agent-inbox': OcAgentInbox;
  }
}

export { OcAgentInbox };
