import { registerElement } from '@omnicanal/element';
import { OcBotBuilder } from './OcBotBuilder.ts';

/** Registers `<oc-bot-builder>` (idempotent: a second build on the page keeps the first definition). */
registerElement('oc-bot-builder', OcBotBuilder);

declare global {
  interface HTMLElementTagNameMap {
    'oc-bot-builder': OcBotBuilder;
  }
}

export { OcBotBuilder };
