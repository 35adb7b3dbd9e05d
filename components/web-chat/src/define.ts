import { WebChat } from './WebChat.ts';

/**
 * Registers `<oc-web-chat>`. Idempotent: a page that includes the widget twice (its own tag and
 * our autoloader, say) keeps the first definition instead of throwing. Not through
 * `@omnicanal/element`'s `registerElement`: the widget loads none of that package's code.
 */
// Outside a browser (server rendering) there may be no registry: the import then defines nothing.
if (typeof customElements !== 'undefined' && !customElements.get('oc-web-chat')) {
  customElements.define('oc-web-chat', WebChat);
}

declare global {
  interface HTMLElementTagNameMap {
    'oc-web-chat': WebChat;
  }
}
