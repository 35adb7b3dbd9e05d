// Checked by `tsc -p .` only (never run): the generated typings accept the elements' attributes
// with their types, and refuse the rest.
import type {} from '@omnicanal/agent-inbox/define';
import type {} from '@omnicanal/agent-inbox/jsx';
import type {} from '@omnicanal/web-chat/jsx';

export const inbox = <oc-agent-inbox api-base="https://omnicanal.example/api" room-id="3f1c" locale="fr" />;
export const widget = <oc-web-chat skill-id="1" />;

// @ts-expect-error an attribute value is a string, not a number
export const numberBase = <oc-agent-inbox api-base={42} />;

// @ts-expect-error `locale` is `fr` or `en`
export const german = <oc-agent-inbox locale="de" />;

// @ts-expect-error `token` is a property, never an attribute
export const leakedToken = <oc-agent-inbox token="secret" />;

export function listen(element: HTMLElementTagNameMap['oc-agent-inbox']): void {
  element.roomId = '3f1c';
  element.addEventListener('oc-room-open', (event) => {
    const uuid: string = event.detail.room.uuid;
    return uuid;
  });
  element.addEventListener('oc-navigate', (event) => {
    // @ts-expect-error the path is a string
    const path: number = event.detail.path;
    return path;
  });
}
