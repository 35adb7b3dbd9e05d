import { OcShell } from './Shell.ts';

/** Registers `<oc-shell>` once: the console and `omnicanal.js` may both load this module. */
if (!customElements.get('oc-shell')) customElements.define('oc-shell', OcShell);

export { OcShell };
