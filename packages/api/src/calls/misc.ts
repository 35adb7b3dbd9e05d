import * as v from 'valibot';
import { ApiRequestError } from '../errors.ts';
import type { HttpClient } from '../http.ts';
import {
  emptyIceBreakers,
  IceBreakers,
  type IceBreakersInput,
  Iframe,
  type IframeInput,
  MessengerMenu,
  type MessengerMenuInput,
} from '../schemas/misc.ts';

/*
 * Calls of the misc service (spec 001 §7 "Misc service"). `http` is a client over the `misc` base
 * of the service map. Creation posts to the collection, a change to the item.
 */

const iceBreakers = (channel: string) => `/instagram/ice-breakers/${encodeURIComponent(channel)}`;

/**
 * `GET /instagram/ice-breakers/{id}`. Spec 001 §7: a 404 is not an error, the editor starts from the
 * empty default (one default locale with one empty button) of the caller's company.
 */
export async function fetchIceBreakers(
  http: HttpClient,
  channel: string,
  customer: number,
): Promise<IceBreakers> {
  try {
    return await http.get(iceBreakers(channel), { answer: IceBreakers });
  } catch (error) {
    if (error instanceof ApiRequestError && error.error.status === 404)
      return emptyIceBreakers(channel, customer);
    throw error;
  }
}

/** `POST /instagram/ice-breakers/{id}`: replaces every locale. */
export const saveIceBreakers = (http: HttpClient, channel: string, input: IceBreakersInput) =>
  http.post(iceBreakers(channel), input, { answer: IceBreakers });

/** `DELETE /instagram/ice-breakers/{id}`. */
export const deleteIceBreakers = (http: HttpClient, channel: string) =>
  http.delete<void>(iceBreakers(channel));

/** `GET /messenger/menu`: the company's messenger menus. */
export const fetchMessengerMenus = (http: HttpClient) =>
  http.get('/messenger/menu', { answer: v.array(MessengerMenu) });

/** `GET /messenger/menu/{id}`. */
export const fetchMessengerMenu = (http: HttpClient, id: number) =>
  http.get(`/messenger/menu/${id}`, { answer: MessengerMenu });

/** `POST /messenger/menu` creates a menu (and its entry point), `POST /messenger/menu/{id}` changes one. */
export const saveMessengerMenu = (http: HttpClient, id: number | null, input: MessengerMenuInput) =>
  http.post(id === null ? '/messenger/menu' : `/messenger/menu/${id}`, input, { answer: MessengerMenu });

/** `DELETE /messenger/menu/{id}`: the menu and its entry point. */
export const deleteMessengerMenu = (http: HttpClient, id: number) =>
  http.delete<void>(`/messenger/menu/${id}`);

/** `GET /iframes`. */
export const fetchIframes = (http: HttpClient) => http.get('/iframes', { answer: v.array(Iframe) });

/** `GET /iframes/{id}`. */
export const fetchIframe = (http: HttpClient, id: number) => http.get(`/iframes/${id}`, { answer: Iframe });

/** `POST /iframes` creates, `POST /iframes/{id}` changes. */
export const saveIframe = (http: HttpClient, id: number | null, input: IframeInput) =>
  http.post(id === null ? '/iframes' : `/iframes/${id}`, input, { answer: Iframe });

/** `DELETE /iframes/{id}`. */
export const deleteIframe = (http: HttpClient, id: number) => http.delete<void>(`/iframes/${id}`);
