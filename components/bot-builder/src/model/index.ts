/** Model of `<oc-bot-builder>`: plain functions and the per-element store (no React). */

// The walker is core's, shared with the server's bot runtime: one walker, two front ends.
export {
  answer,
  choose,
  decide,
  startWalk,
  WALK_LOOP_GUARD,
  type Walk,
  type WalkStep,
  weightPercentages,
} from '@omnicanal/core/bot';
export { type BotClient, type EntryPointLink, entryPointsOfTree, httpBotClient } from './client.ts';
export { HISTORY_LIMIT, type History, record, redo, startHistory, undo } from './history.ts';
export { END_ACTIONS, type LintKind, type LintProblem, lintBot } from './lint.ts';
export {
  addNode,
  addTree,
  deleteNode,
  duplicateTree,
  moveNode,
  type NodePatch,
  newNode,
  type OpRefusal,
  type OpResult,
  paste,
  removeTree,
  renameTree,
  updateNode,
} from './ops.ts';
export { availableActions, childActions, type Viewer, visibleChannels } from './permissions.ts';
export { fold, type SearchHit, searchBot } from './search.ts';
export {
  $botClipboard,
  type BuilderState,
  type BuilderStore,
  type BuilderStoreOptions,
  createBuilderStore,
  type SaveError,
} from './store.ts';
export { channelNodes, defaultTree, treeOf } from './trees.ts';
