import { type ReactElement, type ReactNode, useId } from 'react';

export interface ScreenProps {
  /** The heading, already translated (it may name the resource shown). */
  title: string;
  /** The sentence under the heading, already translated. */
  intro?: ReactNode;
  /** Buttons at the right of the heading (one primary action: Add…). */
  actions?: ReactNode;
  /** A note under the intro (which provider is active…). */
  note?: ReactNode;
  children: ReactNode;
}

/**
 * One screen of an element: a region named by its heading, its buttons, then its content — the
 * same on every element, so a partner styles them once through their parts (`screen`,
 * `screen-head`, `screen-title`, `screen-actions`, `screen-intro`). Drawn by `SCREEN_CSS`.
 */
export function Screen({ title, intro, actions, note, children }: ScreenProps): ReactElement {
  const id = useId();
  return (
    <section className="screen" part="screen" aria-labelledby={id}>
      <header className="screen-head" part="screen-head">
        <h1 id={id} part="screen-title">
          {title}
        </h1>
        {actions ? (
          <div className="screen-actions" part="screen-actions">
            {actions}
          </div>
        ) : null}
      </header>
      {intro ? (
        <p className="intro" part="screen-intro">
          {intro}
        </p>
      ) : null}
      {note}
      {children}
    </section>
  );
}
