import type { EntryPointWidget } from '@omnicanal/api';
import type { FieldValue, FormDescriptor } from '@omnicanal/ui';

/*
 * The widget customisation of an entry point (`GET/POST /integrations/{id}/widget`, spec 002 §2) as
 * a form of the kit; field names are the schema's so the server's errors land in place.
 */

type Translate = (key: string) => string;
const text = (value: FieldValue | undefined) => (typeof value === 'string' ? value.trim() : '');
const OFFSET_MAX_PX = 2000;

/** The customisation form. */
export function widgetDescriptor(widget: EntryPointWidget, t: Translate): FormDescriptor {
  const choice = (value: string, key: string) => ({ text: t(`entry-points:customization.${key}`), value });
  return {
    fieldsets: [
      {
        legend: 'entry-points:customization.cta',
        fields: [
          {
            name: 'cta_text',
            kind: 'text',
            label: 'entry-points:customization.cta_text',
            helper: 'entry-points:customization.cta_text_help',
            max_length: 128,
            value: widget.cta_text,
          },
          {
            name: 'force_cta_display',
            kind: 'checkbox',
            label: 'entry-points:customization.force_cta_display',
            value: widget.force_cta_display,
          },
        ],
      },
      {
        legend: 'entry-points:customization.look',
        fields: [
          {
            name: 'title',
            kind: 'text',
            label: 'entry-points:customization.title_field',
            max_length: 128,
            value: widget.title,
          },
          {
            name: 'subtitle',
            kind: 'text',
            label: 'entry-points:customization.subtitle',
            max_length: 128,
            value: widget.subtitle,
          },
          {
            name: 'color',
            kind: 'color',
            label: 'entry-points:customization.color',
            required: true,
            value: widget.color,
          },
          {
            name: 'logo',
            kind: 'url',
            label: 'entry-points:customization.logo',
            max_length: 2048,
            value: widget.logo ?? '',
          },
          {
            name: 'version',
            kind: 'radio',
            label: 'entry-points:customization.version',
            options: [choice('1', 'version_1'), choice('2', 'version_2')],
            value: String(widget.version),
          },
        ],
      },
      {
        legend: 'entry-points:customization.placement',
        fields: [
          {
            name: 'position',
            kind: 'radio',
            label: 'entry-points:customization.position',
            options: [choice('left', 'left'), choice('right', 'right')],
            value: widget.position,
          },
          {
            name: 'offset_x',
            kind: 'number',
            label: 'entry-points:customization.offset_x',
            min: 0,
            max: OFFSET_MAX_PX,
            required: true,
            value: String(widget.offset_x),
          },
          {
            name: 'offset_y',
            kind: 'number',
            label: 'entry-points:customization.offset_y',
            min: 0,
            max: OFFSET_MAX_PX,
            required: true,
            value: String(widget.offset_y),
          },
        ],
      },
      {
        legend: 'entry-points:customization.texts',
        fields: [
          {
            name: 'company_name',
            kind: 'text',
            label: 'entry-points:customization.company_name',
            max_length: 128,
            value: widget.company_name,
          },
          {
            name: 'punchline',
            kind: 'text',
            label: 'entry-points:customization.punchline',
            max_length: 128,
            value: widget.punchline,
          },
          {
            name: 'powered_by',
            kind: 'checkbox',
            label: 'entry-points:customization.powered_by',
            value: widget.powered_by,
          },
          {
            name: 'show_agents',
            kind: 'checkbox',
            label: 'entry-points:customization.show_agents',
            value: widget.show_agents,
          },
        ],
      },
      {
        legend: 'entry-points:customization.prechat',
        fields: [
          {
            name: 'ask_email',
            kind: 'checkbox',
            label: 'entry-points:customization.ask_email',
            helper: 'entry-points:customization.ask_email_help',
            value: widget.ask_email,
          },
        ],
      },
    ],
  };
}

/** The body of `POST /integrations/{id}/widget`; an empty logo is no logo. */
export function toWidget(values: Record<string, FieldValue>): EntryPointWidget {
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
    company_name: text(values.company_name),
    punchline: text(values.punchline),
    powered_by: values.powered_by === true,
    show_agents: values.show_agents === true,
  };
}
