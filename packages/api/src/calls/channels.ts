import type { HttpClient } from '../http.ts';
import { Channel, type ChannelInput, ChannelList } from '../schemas/channel.ts';

/*
 * Channel calls of the core API (spec 002 §7 "Channels"). `http` is a client over the `core` base.
 * Creation posts to the collection, as the other core resources do.
 */

/** `GET /channels/`: the company's channels and every kind of the edition with its status. */
export const fetchChannels = (http: HttpClient) => http.get('/channels/', { answer: ChannelList });

/** `POST /channels/{id}` to change one, `POST /channels/` (no id) to add one. */
export const saveChannel = (http: HttpClient, id: number | null, input: ChannelInput) =>
  http.post(id === null ? '/channels/' : `/channels/${id}`, input, { answer: Channel });

/** `DELETE /channels/{id}`. */
export const deleteChannel = (http: HttpClient, id: number) => http.delete<void>(`/channels/${id}`);

/** `DELETE /channels/?code=`: every channel of one kind. */
export const deleteChannelsOfKind = (http: HttpClient, code: Channel['kind']) =>
  http.delete<void>(`/channels/?code=${encodeURIComponent(code)}`);
