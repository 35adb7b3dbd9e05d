import { type SigninAccount, subscribeWhatsapp } from '@omnicanal/api';
import { api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { useNavigate } from '../../navigation.ts';
import { EditForm } from '../../shared/EditForm.tsx';
import { onChannelFields } from './model/channel-form.ts';
import { SIGNIN_DRAFT_KEY } from './model/signin.ts';
import { toWhatsappSignup, whatsappSignupDescriptor } from './model/whatsapp-signup.ts';

/**
 * Back from Meta's embedded signup (the local page here): the number to use, the channel's name
 * and skill, and the business profile of the full plan; saved with `POST /whatsapp`, which creates
 * or completes the company's full WhatsApp channel, then its edit screen opens.
 */
export function WhatsappSignup({
  numbers,
  skills,
  state,
}: {
  numbers: readonly SigninAccount[];
  skills: readonly { id: number; name: string }[];
  state: string;
}): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  return (
    <>
      <p>{t('settings-channels:logged.whatsapp_intro')}</p>
      <EditForm
        descriptor={whatsappSignupDescriptor(numbers, skills)}
        label={t('settings-channels:logged.whatsapp_form')}
        save={async (values) => {
          let uuid: string;
          try {
            uuid = (await subscribeWhatsapp(api('misc'), toWhatsappSignup(values, state))).uuid;
          } catch (error) {
            throw onChannelFields(error, (key) => t(key));
          }
          return () => {
            sessionStorage.removeItem(SIGNIN_DRAFT_KEY);
            navigate('channels', `edit/whatsapp/${uuid}`);
          };
        }}
      />
    </>
  );
}
