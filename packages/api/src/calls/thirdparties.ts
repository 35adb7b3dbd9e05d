import type { ThirdPartyCategory } from '@omnicanal/core';
import type { HttpClient } from '../http.ts';
import {
  CrmContacts,
  ThirdPartyAccount,
  type ThirdPartyAccountInput,
  ThirdPartyAccountList,
} from '../schemas/thirdparties.ts';

/*
 * Calls of the third parties service (spec 002 §7 "Third parties" and the accounts pattern).
 * `http` is a client over the `thirdparties` base.
 */

/** `GET /accounts[?category=]`: the company's third-party accounts. */
export const fetchThirdPartyAccounts = (http: HttpClient, category?: ThirdPartyCategory) =>
  http.get('/accounts', { answer: ThirdPartyAccountList, query: { category } });

/** `GET /accounts/{id}`. */
export const fetchThirdPartyAccount = (http: HttpClient, id: number) =>
  http.get(`/accounts/${id}`, { answer: ThirdPartyAccount });

/** `POST /accounts/{kind}` to add one, `POST /accounts/{kind}/{id}` to change it. */
export const saveThirdPartyAccount = (
  http: HttpClient,
  kind: string,
  id: number | null,
  input: ThirdPartyAccountInput,
) =>
  http.post(id === null ? `/accounts/${kind}` : `/accounts/${kind}/${id}`, input, {
    answer: ThirdPartyAccount,
  });

/** `DELETE /accounts/{id}`. */
export const deleteThirdPartyAccount = (http: HttpClient, id: number) => http.delete<void>(`/accounts/${id}`);

/** `GET /sftp/public-key`: the line an SFTP server's authorized_keys takes for this company. */
export const fetchSftpPublicKey = (http: HttpClient) => http.get<string>('/sftp/public-key');

/** `POST /sftp/{id}/confirm-key`: connects, and pins the server's host key. */
export const confirmSftpKey = (http: HttpClient, id: number) =>
  http.post(`/sftp/${id}/confirm-key`, {}, { answer: ThirdPartyAccount });

/** `GET /crms/contacts?q=`. */
export const searchCrmContacts = (http: HttpClient, q: string) =>
  http.get('/crms/contacts', { answer: CrmContacts, query: { q } });
