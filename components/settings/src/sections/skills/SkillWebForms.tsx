import type { LiveChatSettings, WidgetSettings } from '@omnicanal/api';
import { useResource } from '@omnicanal/element';
import { api } from '@omnicanal/stores';
import { type FieldValue, previewWidget, useT, WebChatPreview, type WidgetPart } from '@omnicanal/ui';
import { type ReactElement, type ReactNode, useMemo, useState } from 'react';
import { EditForm } from '../../shared/EditForm.tsx';
import { ResourceState } from '../../shared/ResourceState.tsx';
import { liveChatDescriptor, toLiveChat, toWidget, widgetDescriptor } from './model/web-forms.ts';

/*
 * The skill's web chat and widget forms, each with a live preview of the visitor widget beside it:
 * the other form's saved settings under this form's unsaved values, as a visitor would meet them
 * once saved.
 */

const livePath = (id: number) => `/skills/${id}/live-chat`;
const widgetPath = (id: number) => `/skills/${id}/widget`;

/** A form beside the preview of what its values make of the widget (under it on a phone). */
function WithPreview({ preview, children }: { preview: readonly WidgetPart[]; children: ReactNode }) {
  const t = useT();
  const widget = useMemo(() => previewWidget(...preview), [preview]);
  return (
    <div className="with-preview">
      <div>{children}</div>
      <WebChatPreview
        widget={widget}
        label={t('settings-skills:preview.title')}
        unavailable={t('settings-skills:preview.unavailable')}
      />
    </div>
  );
}

/** `<id>/live-chat`: the skill's web chat (`GET/POST /skills/{id}/live-chat`). */
export function SkillLiveChat({ id }: { id: number }): ReactElement {
  const path = livePath(id);
  const settings = useResource((signal) => api('core').get<LiveChatSettings>(path, { signal }), path);
  const other = useResource(
    (signal) => api('core').get<WidgetSettings>(widgetPath(id), { signal }),
    widgetPath(id),
  );
  const [values, setValues] = useState<Record<string, FieldValue> | null>(null);
  return (
    <ResourceState resource={settings}>
      {(data) => (
        <WithPreview preview={[other.data ?? {}, values ? toLiveChat(values) : data]}>
          <EditForm
            descriptor={liveChatDescriptor(data)}
            label="settings-skills:tabs.live-chat"
            onValues={setValues}
            save={async (values) => {
              await api('core').post(path, toLiveChat(values));
            }}
          />
        </WithPreview>
      )}
    </ResourceState>
  );
}

/** `<id>/widget`: how the skill's chat widget looks and sits (`GET/POST /skills/{id}/widget`). */
export function SkillWidget({ id }: { id: number }): ReactElement {
  const t = useT();
  const path = widgetPath(id);
  const settings = useResource((signal) => api('core').get<WidgetSettings>(path, { signal }), path);
  const other = useResource(
    (signal) => api('core').get<LiveChatSettings>(livePath(id), { signal }),
    livePath(id),
  );
  const [values, setValues] = useState<Record<string, FieldValue> | null>(null);
  return (
    <ResourceState resource={settings}>
      {(data) => (
        <WithPreview preview={[other.data ?? {}, values ? toWidget(values) : data]}>
          <EditForm
            descriptor={widgetDescriptor(data, t)}
            label="settings-skills:tabs.widget"
            onValues={setValues}
            save={async (values) => {
              await api('core').post(path, toWidget(values));
            }}
          />
        </WithPreview>
      )}
    </ResourceState>
  );
}
