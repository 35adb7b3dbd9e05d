/** Bot model and rules of spec 001 (§3–§5, §9), shared by `<oc-bot-builder>` and the bot service. */
export {
  type BotClipboard,
  copyNodes,
  copyTree,
  PASTE_TOTREE_WARN,
  type PasteOptions,
  type PasteResult,
  pasteNodes,
} from './clipboard.ts';
export {
  canDrop,
  type DropContext,
  type DropReason,
  type DropResult,
  edgeProblem,
  isDescendant,
  isTreeRoot,
  NOT_ROOT_ACTIONS,
} from './drop-rules.ts';
export {
  type DeleteTreeResult,
  deleteTree,
  pruneUnreachable,
  reachableNodes,
  uniqueCustomTag,
  uniqueTitle,
} from './editing.ts';
export {
  allTrees,
  type Bot,
  type BotChannel,
  type BotNode,
  CALLBACK_MESSAGES,
  type CallbackMessage,
  CHRONOS_OUTPUT,
  type DialogflowLink,
  fromWire,
  LOAD_BALANCER_OUTPUT,
  type NodeAction,
  type NodeCommon,
  type NodePayload,
  nodeTitle,
  type Tree,
  toWire,
  type WireBot,
} from './model.ts';
export { type StructureProblem, type StructureReason, structureProblems } from './structure.ts';
export { type BotProblem, problemFields, type ValidateOptions, validateBot } from './validate.ts';
export {
  customLabelProblem,
  customTagProblem,
  duplicateLabelIndexes,
  unknownVariables,
  urlProblem,
  VARIABLE_PATTERN,
  type ValidationMessage,
  variablesIn,
  variablesProblem,
} from './validators.ts';
export {
  type BranchDeciders,
  decideBranch,
  notConfigured,
  type ProviderAnswer,
  settle,
} from './walk-settle.ts';
export {
  callbackNumber,
  foldText,
  hasPhrase,
  textWords,
  typedChoice,
} from './walk-text.ts';
export {
  answer,
  type BranchReason,
  CALLBACK_ASAP,
  choose,
  decide,
  type EndReason,
  type HandoffReason,
  initTree,
  inputVariable,
  numberedChoices,
  type RecordKind,
  startWalk,
  TEXT_ONLY_CHANNELS,
  WALK_LOOP_GUARD,
  type WaitStep,
  type Walk,
  type WalkChoice,
  type WalkStep,
} from './walker.ts';
export { pickWeighted, weightPercentages } from './weights.ts';
export {
  isListPicker,
  WHATSAPP_BUTTON_SUBTITLE_MAX,
  WHATSAPP_BUTTON_TITLE_MAX,
  WHATSAPP_BUTTON_TITLE_UNDER_CHOICE_MAX,
  WHATSAPP_CHOICE_SUBTITLE_MAX,
  WHATSAPP_CHOICE_TITLE_MAX,
  WHATSAPP_MAX_CHOICES,
  WHATSAPP_MAX_LIST_CHOICES,
  WHATSAPP_MESSAGES,
  type WhatsappMessage,
  type WhatsappProblem,
  whatsappProblems,
} from './whatsapp.ts';
