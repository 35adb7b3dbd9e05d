// Generated from custom-elements.json by `npm run build:manifest`: edit the element class instead.
export { OcAgentInbox, type OcAgentInboxProps } from './agent-inbox.ts';
export { OcAuth, type OcAuthProps } from './auth.ts';
export { OcBilling, type OcBillingProps } from './billing.ts';
export { OcBotBuilder, type OcBotBuilderProps } from './bot-builder.ts';
export { OcCampaignEditor, type OcCampaignEditorProps } from './campaign-editor.ts';
export { type ComponentSpec, createComponent, type ElementProps } from './createComponent.ts';
export { OcEntryPoints, type OcEntryPointsProps } from './entry-points.ts';
export { OcSettings, type OcSettingsProps } from './settings.ts';
export { OcStatsDashboard, type OcStatsDashboardProps } from './stats-dashboard.ts';
export { OcWebChat, type OcWebChatProps } from './web-chat.ts';
export { OcWebivrBuilder, type OcWebivrBuilderProps } from './webivr-builder.ts';
