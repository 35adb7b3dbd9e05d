export { type Loaders, startAutoloader } from './autoloader.ts';
export { ElementContext, type ElementContextValue, emit, useElement, useEmit } from './context.ts';
export {
  BUILD_VERSION,
  defineElement,
  type ElementOptions,
  elementClass,
  type OmnicanalElement,
  type OmnicanalElementClass,
  registerElement,
} from './defineElement.ts';
export type { CommonAttributes } from './ElementRoot.tsx';
export type {
  DirtyChangeDetail,
  ErrorDetail,
  NavigateDetail,
  OcCustomEventMap,
  OcEvent,
  OcEventMap,
  OcEventName,
} from './events.ts';
export { type Flash, leaveFlash, takeFlash } from './screen/flash.ts';
export { ResourceState } from './screen/ResourceState.tsx';
export { type DirtyFlag, useDirty } from './screen/useDirty.ts';
export { type Resource, useResource } from './screen/useResource.ts';
export { adoptStyles, sheetFor } from './stylesheets.ts';
