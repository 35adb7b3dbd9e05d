import type { LiveChatSettings, WidgetSettings } from '@omnicanal/api';
import type { FieldValue, FormDescriptor } from '@omnicanal/ui';

/*
 * The web chat of a skill (`/skills/{id}/live-chat`) and its widget (`/skills/{id}/widget`) as
 * forms of the kit. Field names are the schemas' own, so the server's field errors land in place.
 */

const LABEL_MAX = 128;
/** Spec 002 §9: the auto-open delay is in seconds; the schema caps it at an hour. */
const AUTO_OPEN_MAX_S = 3600;
/** Widget offsets in px, as the schema bounds them. */
const OFFSET_MAX_PX = 2000;

const text = (value: FieldValue | undefined) => (typeof value === 'string' ? value.trim() : '');

/** The web chat form; spec 002 §5: logo, company name, punchline and a valid color. */
export function liveChatDescriptor(settings: LiveChatSettings): FormDescriptor {
  return {
    fieldsets: [
      {
        fields: [
          {
            name: 'logo',
            kind: 'url',
            label: 'settings-skills:live_chat.logo',
            required: true,
            max_length: 2048,
            value: settings.logo,
          },
          {
            name: 'company_name',
            kind: 'text',
            label: 'settings-skills:live_chat.company_name',
            required: true,
            max_length: LABEL_MAX,
            value: settings.company_name,
          },
          {
            name: 'punchline',
            kind: 'text',
            label: 'settings-skills:live_chat.punchline',
            required: true,
            max_length: LABEL_MAX,
            value: settings.punchline,
          },
          {
            name: 'color',
            kind: 'color',
            label: 'settings-skills:live_chat.color',
            required: true,
            value: settings.color,
          },
          {
            name: 'auto_open_delay',
            kind: 'number',
            label: 'settings-skills:live_chat.auto_open_delay',
            helper: 'settings-skills:live_chat.auto_open_delay_help',
            min: 0,
            max: AUTO_OPEN_MAX_S,
            value: settings.auto_open_delay === null ? '' : String(settings.auto_open_delay),
          },
        ],
      },
    ],
  };
}

/** The body of `POST /skills/{id}/live-chat`; an empty delay is "never opens by itself". */
export function toLiveChat(values: Record<string, FieldValue>): LiveChatSettings {
  const delay = text(values.auto_open_delay);
  return {
    logo: text(values.logo),
    company_name: text(values.company_name),
    punchline: text(values.punchline),
    color: text(values.color),
    auto_open_delay: delay === '' ? null : Number(delay),
  };
}

/** Translates a key; choices are shown as given by the kit, so they arrive translated. */
export type Translate = (key: string) => string;

/** The widget form; `t` words the choices of position and version. */
export function widgetDescriptor(settings: WidgetSettings, t: Translate): FormDescriptor {
  const choice = (value: string) => ({ text: t(`settings-skills:widget.choices.${value}`), value });
  return {
    fieldsets: [
      {
        legend: 'settings-skills:widget.cta',
        fields: [
          {
            name: 'cta_text',
            kind: 'text',
            label: 'settings-skills:widget.cta_text',
            helper: 'settings-skills:widget.cta_text_help',
            max_length: LABEL_MAX,
            value: settings.cta_text,
          },
          {
            name: 'force_cta_display',
            kind: 'checkbox',
            label: 'settings-skills:widget.force_cta_display',
            value: settings.force_cta_display,
          },
        ],
      },
      {
        legend: 'settings-skills:widget.look',
        fields: [
          {
            name: 'title',
            kind: 'text',
            label: 'settings-skills:widget.title',
            max_length: LABEL_MAX,
            value: settings.title,
          },
          {
            name: 'subtitle',
            kind: 'text',
            label: 'settings-skills:widget.subtitle',
            max_length: LABEL_MAX,
            value: settings.subtitle,
          },
          {
            name: 'color',
            kind: 'color',
            label: 'settings-skills:widget.color',
            required: true,
            value: settings.color,
          },
          {
            name: 'logo',
            kind: 'url',
            label: 'settings-skills:widget.logo',
            helper: 'settings-skills:widget.logo_help',
            max_length: 2048,
            value: settings.logo ?? '',
          },
          {
            name: 'version',
            kind: 'radio',
            label: 'settings-skills:widget.version',
            options: [choice('1'), choice('2')],
            value: String(settings.version),
          },
        ],
      },
      {
        legend: 'settings-skills:widget.placement',
        fields: [
          {
            name: 'position',
            kind: 'radio',
            label: 'settings-skills:widget.position',
            options: [choice('left'), choice('right')],
            value: settings.position,
          },
          {
            name: 'offset_x',
            kind: 'number',
            label: 'settings-skills:widget.offset_x',
            min: 0,
            max: OFFSET_MAX_PX,
            required: true,
            value: String(settings.offset_x),
          },
          {
            name: 'offset_y',
            kind: 'number',
            label: 'settings-skills:widget.offset_y',
            min: 0,
            max: OFFSET_MAX_PX,
            required: true,
            value: String(settings.offset_y),
          },
        ],
      },
      {
        legend: 'settings-skills:widget.prechat',
        fields: [
          {
            name: 'ask_email',
            kind: 'checkbox',
            label: 'settings-skills:widget.ask_email',
            helper: 'settings-skills:widget.ask_email_help',
            value: settings.ask_email,
          },
        ],
      },
    ],
  };
}

/** The body of `POST /skills/{id}/widget`; an empty logo is no logo. */
export function toWidget(values: Record<string, FieldValue>): WidgetSettings {
  const logo = text(values.logo);
  return {
    cta_text: text(values.cta_text),
    force_cta_display: values.force_cta_display === true,
    color: text(values.color),
    logo: logo === '' ? null : logo,
    offset_x: Number(text(values.offset_x)),
    offset_y: Number(text(values.offset_y)),
    position: text(values.position) === 'left' ? 'left' : 'right',
    title: text(values.title),
    subtitle: text(values.subtitle),
    version: text(values.version) === '1' ? 1 : 2,
    ask_email: values.ask_email === true,
  };
}
