import type { LiveChatSettings, WidgetSettings } from '@omnicanal/api';
import { useResource } from '@omnicanal/element';
import { api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { EditForm } from '../../shared/EditForm.tsx';
import { ResourceState } from '../../shared/ResourceState.tsx';
import { liveChatDescriptor, toLiveChat, toWidget, widgetDescriptor } from './model/web-forms.ts';

/** `<id>/live-chat`: the skill's web chat (`GET/POST /skills/{id}/live-chat`). */
export function SkillLiveChat({ id }: { id: number }): ReactElement {
  const path = `/skills/${id}/live-chat`;
  const settings = useResource((signal) => api('core').get<LiveChatSettings>(path, { signal }), path);
  return (
    <ResourceState resource={settings}>
      {(data) => (
        <EditForm
          descriptor={liveChatDescriptor(data)}
          label="settings-skills:tabs.live-chat"
          save={async (values) => {
            await api('core').post(path, toLiveChat(values));
          }}
        />
      )}
    </ResourceState>
  );
}

/** `<id>/widget`: how the skill's chat widget looks and sits (`GET/POST /skills/{id}/widget`). */
export function SkillWidget({ id }: { id: number }): ReactElement {
  const t = useT();
  const path = `/skills/${id}/widget`;
  const settings = useResource((signal) => api('core').get<WidgetSettings>(path, { signal }), path);
  return (
    <ResourceState resource={settings}>
      {(data) => (
        <EditForm
          descriptor={widgetDescriptor(data, t)}
          label="settings-skills:tabs.widget"
          save={async (values) => {
            await api('core').post(path, toWidget(values));
          }}
        />
      )}
    </ResourceState>
  );
}
