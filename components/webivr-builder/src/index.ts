export { CONTENT_VIEWS, idOf, paths, VIEWS, type View, viewOf } from './model/views.ts';
export { OcWebivrBuilder } from './OcWebivrBuilder.ts';
export { WebivrBuilder, type WebivrBuilderProps } from './WebivrBuilder.tsx';
