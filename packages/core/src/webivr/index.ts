export {
  ANSWER_MAX_LENGTH,
  type AnswerField,
  type AnswerProblem,
  answerProblem,
  CALLBACK_HORIZON_DAYS,
  CALLBACK_SLOT_MINUTES,
  callbackProblems,
  checkAnswers,
  choiceValue,
  type FormAnswers,
  fieldBounds,
} from './answers.ts';
export { type ComparedNode, type MenuChanges, menuChanges } from './changes.ts';
export { copyLabel, defaultPublishLabel, isVersionLabelTaken } from './labels.ts';
export {
  allowedActions,
  canDrop,
  isActionAllowed,
  needsParent,
  WEBIVR_ACTION_SERVICES,
  WEBIVR_ACTIONS,
  WEBIVR_CHILD_KINDS,
  type WebivrAction,
} from './model.ts';
export {
  isWithin,
  moveProblem,
  type PlacementProblem,
  placementProblem,
  subtreeOf,
  type WebivrNodeShape,
} from './tree.ts';
export {
  type CheckedNode,
  type InvalidNode,
  invalidNodes,
  type NodeProblem,
  nodeProblems,
} from './validate.ts';
export {
  itemOf,
  linkHref,
  type WalkBranch,
  type WalkItem,
  type WalkNode,
  type WalkScreen,
  type WalkTarget,
  WebivrMenuWalker,
} from './walk.ts';
