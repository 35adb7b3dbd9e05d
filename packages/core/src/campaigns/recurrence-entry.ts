// `@omnicanal/core/recurrence`: apart from the main entry, so only what plans campaigns loads RRULE.
export { type CampaignPlan, nextPlanDate, planDates } from './recurrence.ts';
