import type { EntryPoint, EntryPointTree } from '@omnicanal/api';
import { leaveFlash, useDirty, useResource } from '@omnicanal/element';
import { Form, Screen, useT } from '@omnicanal/ui';
import { type ReactElement, type SyntheticEvent, useEffect, useState } from 'react';
import {
  listCalendars,
  listSkills,
  readEntryPoint,
  skillTrees,
  type TreeChoice,
  writeEntryPoint,
} from '../model/client.ts';
import { entryPointDescriptor, type Named, toEntryPointInput } from '../model/entry-point-form.ts';
import { splitErrors } from '../model/errors.ts';
import { useNavigate } from '../navigation.ts';
import { ResourceState } from '../shared/ResourceState.tsx';
import { TreeRows } from './TreeRows.tsx';

interface Loaded {
  stored: EntryPoint | null;
  skills: Named[];
  calendars: Named[];
}

/** `messaging/form[/{id}]` (spec 001 §2): creates an entry point, or edits one (its type locked). */
export function EntryPointForm({ id }: { id: number | null }): ReactElement {
  const t = useT();
  const loaded = useResource(async (): Promise<Loaded> => {
    const [stored, skills, calendars] = await Promise.all([
      id === null ? Promise.resolve(null) : readEntryPoint(id),
      listSkills(),
      listCalendars(),
    ]);
    return { stored, skills, calendars };
  }, String(id));
  const title = loaded.data?.stored
    ? t('entry-points:form.edit_title', { name: loaded.data.stored.name })
    : t('entry-points:form.new_title');
  return (
    <Screen title={id === null || loaded.data ? title : t('entry-points:form.label')}>
      <ResourceState resource={loaded}>{(data) => <Editor {...data} />}</ResourceState>
    </Screen>
  );
}

function Editor({ stored, skills, calendars }: Loaded): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const dirty = useDirty();
  const [skill, setSkill] = useState<number | null>(stored?.skill ?? null);
  const [rows, setRows] = useState<EntryPointTree[]>(stored ? [...stored.trees] : []);
  const [trees, setTrees] = useState<TreeChoice[] | null>(null);
  const [rowErrors, setRowErrors] = useState<Record<string, string[]>>({});
  const [saved, setSaved] = useState(false);
  const [descriptor] = useState(() => entryPointDescriptor(stored, skills, calendars, t));

  useEffect(() => {
    setTrees(null);
    if (skill === null) return;
    let live = true;
    skillTrees(skill).then(
      (found) => live && setTrees(found),
      () => live && setTrees([]),
    );
    return () => {
      live = false;
    };
  }, [skill]);

  const changed = (event: SyntheticEvent) => {
    setSaved(false);
    dirty.mark();
    const target = event.target as HTMLSelectElement;
    if (target.name === 'skill') setSkill(target.value ? Number(target.value) : null);
  };

  return (
    <div className="editor" onInput={changed} onChange={changed}>
      <Form
        descriptor={descriptor}
        label="entry-points:form.label"
        submitLabel="entry-points:save"
        onSubmit={async (values) => {
          setSaved(false);
          setRowErrors({});
          try {
            const answer = await writeEntryPoint(stored?.id ?? null, toEntryPointInput(values, rows, stored));
            dirty.clean();
            if (stored) setSaved(true);
            else {
              leaveFlash({ key: 'entry-points:form.created', values: { name: answer.name } });
              navigate('messaging');
            }
          } catch (error) {
            const split = splitErrors(error, ['trees'], t);
            setRowErrors(split.rows);
            throw split.rest;
          }
        }}
      >
        <TreeRows
          rows={rows}
          onChange={(next) => {
            setRows(next);
            dirty.mark();
          }}
          trees={trees}
          calendars={calendars}
          errors={rowErrors}
        />
      </Form>
      <p role="status" className="flash">
        {saved ? t('entry-points:saved') : ''}
      </p>
      <button type="button" className="link" onClick={() => navigate('messaging')}>
        {t('entry-points:back')}
      </button>
    </div>
  );
}
