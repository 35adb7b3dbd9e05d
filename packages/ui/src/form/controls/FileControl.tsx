import type { Ref } from 'react';
import { useFormServices } from '../context.ts';
import { validateFile } from '../model/validate.ts';
import { type ControlProps, commonAttributes } from './types.ts';

/**
 * File input: the `accept` list of the descriptor, 5 MB per file checked here before anything is
 * sent (spec 000 §5). The value is the file names; the files reach `onSubmit` beside the values.
 * A refused choice is emptied so that what the form holds is what it would send.
 */
export function FileControl(props: ControlProps) {
  const { field, onChange, controlRef } = props;
  const { setFiles } = useFormServices();
  return (
    <input
      {...commonAttributes(props)}
      ref={controlRef as Ref<HTMLInputElement>}
      type="file"
      accept={field.accept}
      multiple={field.multiple}
      onChange={(event) => {
        const files = Array.from(event.target.files ?? []);
        const refused = files.map((file) => validateFile(file, field.accept)).find((result) => !result.valid);
        if (refused) {
          event.target.value = '';
          setFiles(field.name, []);
          onChange(field.multiple ? [] : '', { key: refused.message ?? 'form:errors.invalid' });
          return;
        }
        setFiles(field.name, files);
        const names = files.map((file) => file.name);
        onChange(field.multiple ? names : (names[0] ?? ''), null);
      }}
    />
  );
}
