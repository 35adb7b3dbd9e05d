export { BotBuilder } from './BotBuilder.tsx';
export {
  type BotBuilderEvent,
  type BotBuilderEventMap,
  type BotBuilderEventName,
  emitBuilderEvent,
  treePath,
} from './events.ts';
export { layoutTree, type TreeLayout } from './model/layout.ts';
export { OcBotBuilder } from './OcBotBuilder.ts';
