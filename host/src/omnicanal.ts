import { startAutoloader } from '@omnicanal/element/autoloader';
import { ELEMENT_LOADERS } from './elements.ts';

/**
 * `omnicanal.js`, the file partners include once: every element's chunk loads the first time its tag
 * appears in the page. `<oc-web-chat>` is not here: visitors' pages load its own small bundle.
 */
startAutoloader({
  ...ELEMENT_LOADERS,
  'oc-shell': () => import('./shell/define.ts'),
});
