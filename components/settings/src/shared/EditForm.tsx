import { useDirty } from '@omnicanal/element';
import { type FieldValue, Form, type FormDescriptor, type Validator } from '@omnicanal/ui';
import { type ReactElement, useState } from 'react';
import { SavedNote } from './SavedNote.tsx';

export interface EditFormProps {
  descriptor: FormDescriptor;
  /** Translation key of the form's accessible name. */
  label: string;
  /**
   * Sends the values; a rejection with an `ApiRequestError` shows the server's errors in place. It
   * may answer what to do next (leave for the list), done once the form is no longer unsaved.
   */
  save: (values: Record<string, FieldValue>) => Promise<(() => void) | undefined>;
  validators?: Readonly<Record<string, Validator>>;
  /** Told the unsaved values on every change (a live preview beside the form). */
  onValues?: (values: Record<string, FieldValue>) => void;
}

/**
 * A settings form that stays on screen once saved: the kit's form with Save, the success note, and
 * the unsaved-changes flag for the console. The kit reads `descriptor` once, when mounted.
 */
export function EditForm({ descriptor, label, save, validators, onValues }: EditFormProps): ReactElement {
  const dirty = useDirty();
  const [saved, setSaved] = useState(false);
  const changed = () => {
    setSaved(false);
    dirty.mark();
  };
  return (
    <div onInput={changed} onChange={changed}>
      <Form
        descriptor={descriptor}
        label={label}
        submitLabel="settings:save"
        validators={validators}
        onValues={onValues}
        onSubmit={async (values) => {
          setSaved(false);
          const next = await save(values);
          dirty.clean();
          if (next) next();
          else setSaved(true);
        }}
      />
      <SavedNote shown={saved} />
    </div>
  );
}
