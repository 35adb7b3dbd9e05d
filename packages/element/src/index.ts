export { type Loaders, startAutoloader } from './autoloader.ts';
export { ElementContext, type ElementContextValue, emit, useElement, useEmit } from './context.ts';
export { BUILD_VERSION, defineElement, type ElementOptions } from './defineElement.ts';
export type { CommonAttributes } from './ElementRoot.tsx';
export { adoptStyles, sheetFor } from './stylesheets.ts';
