export {
  isThirdPartyCategory,
  THIRDPARTY_CATEGORIES,
  THIRDPARTY_KINDS,
  type ThirdPartyCategory,
  type ThirdPartyField,
  type ThirdPartyFieldType,
  type ThirdPartyKind,
  type ThirdPartyKindName,
  thirdPartyKind,
  thirdPartyKindsOf,
} from './catalogue.ts';
export {
  THIRDPARTY_FIELD_MAX_LENGTH,
  THIRDPARTY_IDENTIFIER,
  thirdPartyFieldProblem,
  thirdPartyNewSecrets,
  thirdPartyProblems,
  thirdPartySettings,
} from './fields.ts';
export { usableOnSkill } from './skills.ts';
