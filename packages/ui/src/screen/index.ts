import screenCss from './screen.css?inline';

/** The screen layout's stylesheet: an element rendering `<Screen>` adds it to its `styles`. */
export const SCREEN_CSS: string = screenCss;

export { Screen, type ScreenProps } from './Screen.tsx';
