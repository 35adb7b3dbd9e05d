// `@omnicanal/core/recurrence`: apart from the main entry, so only what plans campaigns and
// scheduled exports loads RRULE.
export { exportPeriod, nextRun, nextRuns, previousRun } from '../reports/schedule.ts';
export { type CampaignPlan, nextPlanDate, planDates } from './recurrence.ts';
