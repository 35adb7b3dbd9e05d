export { errorMessage } from './errors.ts';
export { fmtDate, fmtDateTime, fmtTime } from './format.ts';
export { hasNamespaces, i18n, loadNamespaces, t } from './i18n.ts';
