import type { MessengerButton, MessengerMenu } from '@omnicanal/api';
import { leaveFlash, useDirty, useResource } from '@omnicanal/element';
import { Form, Screen, useT } from '@omnicanal/ui';
import { type ReactElement, type SyntheticEvent, useEffect, useState } from 'react';
import { listSkills, readMenu, skillTrees, type TreeChoice, writeMenu } from '../model/client.ts';
import type { Named } from '../model/entry-point-form.ts';
import { splitErrors } from '../model/errors.ts';
import { emptyButton, menuDescriptor, toMenuInput } from '../model/menu-form.ts';
import { useNavigate } from '../navigation.ts';
import { ResourceState } from '../shared/ResourceState.tsx';
import { ButtonRows } from './ButtonRows.tsx';

interface Loaded {
  stored: MessengerMenu | null;
  skills: Named[];
}

/**
 * `messaging/form-messenger-menu[/{id}]` (spec 001 §2): a Messenger menu entry point, its skill and
 * its buttons (`GET/POST /messenger/menu[/{id}]` of the misc service).
 */
export function MessengerMenuForm({ id }: { id: number | null }): ReactElement {
  const t = useT();
  const loaded = useResource(async (): Promise<Loaded> => {
    const [stored, skills] = await Promise.all([
      id === null ? Promise.resolve(null) : readMenu(id),
      listSkills(),
    ]);
    return { stored, skills };
  }, String(id));
  const title = loaded.data?.stored
    ? t('entry-points:menu.edit_title', { name: loaded.data.stored.name })
    : t(id === null ? 'entry-points:menu.new_title' : 'entry-points:menu.label');
  return (
    <Screen title={title}>
      <ResourceState resource={loaded}>{(data) => <Editor {...data} />}</ResourceState>
    </Screen>
  );
}

function Editor({ stored, skills }: Loaded): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const dirty = useDirty();
  const [skill, setSkill] = useState<number | null>(stored?.skill ?? null);
  const [rows, setRows] = useState<MessengerButton[]>(stored ? [...stored.buttons] : [emptyButton()]);
  const [trees, setTrees] = useState<TreeChoice[] | null>(null);
  const [rowErrors, setRowErrors] = useState<Record<string, string[]>>({});
  const [saved, setSaved] = useState(false);
  const [descriptor] = useState(() => menuDescriptor(stored, skills));

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
        label="entry-points:menu.label"
        submitLabel="entry-points:save"
        onSubmit={async (values) => {
          setSaved(false);
          setRowErrors({});
          try {
            const answer = await writeMenu(stored?.id ?? null, toMenuInput(values, rows));
            dirty.clean();
            if (stored) setSaved(true);
            else {
              leaveFlash({ key: 'entry-points:form.created', values: { name: answer.name } });
              navigate('messaging');
            }
          } catch (error) {
            const split = splitErrors(error, ['buttons'], t);
            setRowErrors(split.rows);
            throw split.rest;
          }
        }}
      >
        <ButtonRows
          rows={rows}
          onChange={(next) => {
            setRows(next);
            dirty.mark();
          }}
          trees={trees}
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
