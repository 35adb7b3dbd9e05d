import type { HttpClient } from '../http.ts';
import { Channel } from '../schemas/channel.ts';
import {
  type SigninChannelInput,
  SigninExchange,
  type SigninExchangeInput,
  type SigninKind,
  type SigninProvider,
  SigninStart,
  WhatsappSdkConfig,
  type WhatsappSignupInput,
} from '../schemas/signin.ts';

/*
 * Calls of the channels' provider sign-in, in the misc service (spec 002 §7 "Miscellaneous
 * service"). `http` is a client over the `misc` base of the service map.
 */

/** `POST /signin/{provider}`: where to send the admin to sign in for a channel of `kind`. */
export const startSignin = (http: HttpClient, provider: SigninProvider, kind: SigninKind) =>
  http.post(`/signin/${provider}`, { kind }, { answer: SigninStart });

/** `POST /signin/{provider}/exchange`: the accounts the provider's code gives access to. */
export const exchangeSignin = (http: HttpClient, provider: SigninProvider, input: SigninExchangeInput) =>
  http.post(`/signin/${provider}/exchange`, input, { answer: SigninExchange });

/** `GET /whatsapp/sdk-config`: Meta's embedded signup, or the local provider standing in. */
export const fetchWhatsappSdkConfig = (http: HttpClient) =>
  http.get('/whatsapp/sdk-config', { answer: WhatsappSdkConfig });

/** `POST /whatsapp`: the full WhatsApp channel from the embedded signup and the business profile. */
export const subscribeWhatsapp = (http: HttpClient, input: WhatsappSignupInput) =>
  http.post('/whatsapp', input, { answer: Channel });

/** `POST /signin/{provider}/channel`: the chosen account saved as a channel (201 new, 200 changed). */
export const connectSigninChannel = (http: HttpClient, provider: SigninProvider, input: SigninChannelInput) =>
  http.post(`/signin/${provider}/channel`, input, { answer: Channel });
