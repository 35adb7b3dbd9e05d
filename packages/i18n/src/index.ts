export { errorMessage } from './errors.ts';
export { fmtDate, fmtDateTime, fmtTime } from './format.ts';
export { hasNamespaces, i18n, loadNamespaces, overrideTexts, t } from './i18n.ts';
export { $textsVersion, type TextOverrides } from './overrides.ts';
