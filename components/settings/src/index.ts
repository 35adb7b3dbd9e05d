export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
export { type ListColumn, ListView, type ListViewProps } from './list/ListView.tsx';
export {
  afterRemoval,
  initialQuery,
  type ListQuery,
  pageInfo,
  queryParams,
  sortState,
  withOrdering,
  withPage,
  withSearch,
} from './list/model/list-query.ts';
export { type ListLoad, type SettingsListState, useSettingsList } from './list/useSettingsList.ts';
export { canOpen, SECTION_RANK } from './model/permissions.ts';
export { SETTINGS_SECTIONS, type SettingsSection, sectionOf, sectionPath } from './model/sections.ts';
export { OcSettings } from './OcSettings.ts';
export { Settings, type SettingsProps } from './Settings.tsx';
