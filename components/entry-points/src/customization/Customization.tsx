import type { EntryPoint, EntryPointWidget } from '@omnicanal/api';
import { isWebEntryPoint } from '@omnicanal/core';
import { useDirty, useResource } from '@omnicanal/element';
import { type FieldValue, Form, previewWidget, Screen, useT, WebChatPreview } from '@omnicanal/ui';
import { type ReactElement, useMemo, useState } from 'react';
import { readEntryPoint, readWidget, writeWidget } from '../model/client.ts';
import { splitErrors } from '../model/errors.ts';
import { toWidget, widgetDescriptor } from '../model/widget-form.ts';
import { useNavigate } from '../navigation.ts';
import { ResourceState } from '../shared/ResourceState.tsx';

interface Loaded {
  entryPoint: EntryPoint;
  widget: EntryPointWidget;
}

/**
 * `messaging/form/{id}/customization` (spec 001 §2, spec 002 §2): how the entry point's widget
 * looks (`GET/POST /integrations/{id}/widget`). Only web entry points have a widget.
 */
export function Customization({ id }: { id: number }): ReactElement {
  const t = useT();
  const loaded = useResource(async (): Promise<Loaded> => {
    const [entryPoint, widget] = await Promise.all([readEntryPoint(id), readWidget(id)]);
    return { entryPoint, widget };
  }, String(id));
  const title = loaded.data
    ? t('entry-points:customization.title', { name: loaded.data.entryPoint.name })
    : t('entry-points:customization.label');
  return (
    <Screen title={title}>
      <ResourceState resource={loaded}>{(data) => <Editor {...data} />}</ResourceState>
    </Screen>
  );
}

function Editor({ entryPoint, widget }: Loaded): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const dirty = useDirty();
  const [saved, setSaved] = useState(false);
  const [descriptor] = useState(() => widgetDescriptor(widget, t));
  // The form's current values, unsaved: the preview follows them as the manager types.
  const [values, setValues] = useState<Record<string, FieldValue> | null>(null);
  const preview = useMemo(() => previewWidget(values ? toWidget(values) : widget), [values, widget]);
  const changed = () => {
    setSaved(false);
    dirty.mark();
  };
  if (!isWebEntryPoint(entryPoint.type))
    return (
      <p role="alert" className="notice">
        {t('entry-points:customization.not_web')}
      </p>
    );
  return (
    <div className="with-preview">
      <div className="editor" onInput={changed} onChange={changed}>
        <Form
          descriptor={descriptor}
          label="entry-points:customization.label"
          submitLabel="entry-points:save"
          onValues={setValues}
          onSubmit={async (values) => {
            setSaved(false);
            try {
              await writeWidget(entryPoint.id, toWidget(values));
            } catch (error) {
              throw splitErrors(error, [], t).rest;
            }
            dirty.clean();
            setSaved(true);
          }}
        />
        <p role="status" className="flash">
          {saved ? t('entry-points:saved') : ''}
        </p>
        <div className="screen-actions">
          <button type="button" className="link" onClick={() => navigate('embed', entryPoint.id)}>
            {t('entry-points:form.next_embed')}
          </button>
          <button type="button" className="link" onClick={() => navigate('messaging')}>
            {t('entry-points:back')}
          </button>
        </div>
      </div>
      <WebChatPreview
        widget={preview}
        label={t('entry-points:customization.preview.title')}
        unavailable={t('entry-points:customization.preview.unavailable')}
      />
    </div>
  );
}
