export { exportFileName, paramsKey, statsParams } from './model/query.ts';
export { MANAGER_VIEWS, VIEW_PATHS, VIEWS, type View, viewOf } from './model/views.ts';
export { OcStatsDashboard } from './OcStatsDashboard.ts';
export { StatsDashboard, type StatsDashboardProps } from './StatsDashboard.tsx';
