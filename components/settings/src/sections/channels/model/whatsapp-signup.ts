import type { SigninAccount, WhatsappSignupInput } from '@omnicanal/api';
import type { FieldDescriptor, FieldValue, FormDescriptor } from '@omnicanal/ui';
import { WHATSAPP_BUSINESS } from './channel-form.ts';

/*
 * The full WhatsApp plan after Meta's embedded signup (spec 002 §3, §5): the number chosen among
 * those the signup returned, the channel's name and skill, and the business profile — every field
 * required but the site. Field names are the wire's (`business.email`) so the server's refusals
 * land under their field.
 */

const NS = 'settings-channels:form';

/** The form of the full subscription, from the numbers of the signup. */
export function whatsappSignupDescriptor(
  numbers: readonly SigninAccount[],
  skills: readonly { id: number; name: string }[],
): FormDescriptor {
  const general: FieldDescriptor[] = [
    {
      name: 'phone_number_id',
      kind: 'select',
      label: `${NS}.phone_number`,
      required: true,
      options: numbers.map((n) => ({
        text: `${n.display_phone_number ?? n.id} — ${n.name}`,
        value: n.phone_number_id ?? n.id,
      })),
      value: numbers[0]?.phone_number_id ?? numbers[0]?.id ?? '',
    },
    { name: 'name', kind: 'text', label: `${NS}.name`, required: true, value: numbers[0]?.name ?? '' },
    {
      name: 'skill',
      kind: 'select',
      label: `${NS}.skill`,
      required: true,
      options: skills.map((s) => ({ text: s.name, value: String(s.id) })),
      value: String(skills[0]?.id ?? ''),
    },
  ];
  const business = WHATSAPP_BUSINESS.map(
    (field): FieldDescriptor => ({
      ...field,
      required: field.name !== 'business.site',
      label: `${NS}.business_${field.name.slice('business.'.length)}`,
      value: '',
    }),
  );
  return {
    fieldsets: [
      { legend: `${NS}.general`, fields: general },
      { legend: `${NS}.business`, fields: business },
    ],
  };
}

/** The body of `POST /whatsapp` from the form, with the exchanged signup's state. */
export function toWhatsappSignup(values: Record<string, FieldValue>, state: string): WhatsappSignupInput {
  const business: Record<string, string> = {};
  for (const [name, value] of Object.entries(values))
    if (name.startsWith('business.')) business[name.slice('business.'.length)] = String(value ?? '');
  return {
    state,
    phone_number_id: String(values.phone_number_id ?? ''),
    name: String(values.name ?? ''),
    skill: Number(values.skill),
    business: business as WhatsappSignupInput['business'],
  };
}
