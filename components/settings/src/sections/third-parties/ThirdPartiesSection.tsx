import type { ReactElement } from 'react';
import type { SectionProps } from '../props.ts';

/** Screens of this section are being built; until then the section draws nothing. */
export function ThirdPartiesSection(_props: SectionProps): ReactElement | null {
  return null;
}
