export { EntryPoints, type EntryPointsProps } from './EntryPoints.tsx';
export { type EmbedTarget, embedCode } from './model/embed.ts';
export { entryPointIdOf, VIEWS, type View, viewOf, viewPath, viewRank } from './model/views.ts';
export { OcEntryPoints } from './OcEntryPoints.ts';
