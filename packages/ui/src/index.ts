import tokensCss from './tokens.css?inline';

/** The base stylesheet every element adopts before its own. */
export const TOKENS_CSS: string = tokensCss;
export { useT } from './useT.ts';
