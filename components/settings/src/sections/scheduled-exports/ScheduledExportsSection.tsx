import type { ReactElement } from 'react';
import type { SectionProps } from '../props.ts';

/** Screens of this section are being built; until then the section draws nothing. */
export function ScheduledExportsSection(_props: SectionProps): ReactElement | null {
  return null;
}
