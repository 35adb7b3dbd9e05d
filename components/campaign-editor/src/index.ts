export { CampaignEditor, type CampaignEditorProps } from './CampaignEditor.tsx';
export { audiencePath, type Screen, SECTIONS, type Section, screenOf } from './model/views.ts';
export { OcCampaignEditor } from './OcCampaignEditor.ts';
