import * as v from 'valibot';
import type { HttpClient } from '../http.ts';
import {
  WebivrFaq,
  type WebivrFaqInput,
  WebivrForm,
  type WebivrFormInput,
  WebivrTemplate,
  type WebivrTemplateInput,
  WebivrTheme,
  type WebivrThemeInput,
} from '../schemas/webivr-content.ts';

/*
 * FAQs, forms, templates and themes of the web IVR service (spec 001 §7 "FAQs, forms and
 * templates: full create, read, update and delete"). Creation posts to the collection, a change
 * to the item. A form's `notification_emails` are sent comma-joined and come back as a list.
 */

const item = (collection: string, id: number | null) => (id === null ? collection : `${collection}/${id}`);

export const fetchWebivrFaqs = (http: HttpClient) => http.get('/faqs', { answer: v.array(WebivrFaq) });
export const fetchWebivrFaq = (http: HttpClient, id: number) =>
  http.get(`/faqs/${id}`, { answer: WebivrFaq });
/** `POST /faqs` (id null) or `POST /faqs/{id}`. */
export const saveWebivrFaq = (http: HttpClient, id: number | null, input: WebivrFaqInput) =>
  http.post(item('/faqs', id), input, { answer: WebivrFaq });
export const deleteWebivrFaq = (http: HttpClient, id: number) => http.delete<void>(`/faqs/${id}`);

export const fetchWebivrForms = (http: HttpClient) => http.get('/forms', { answer: v.array(WebivrForm) });
export const fetchWebivrForm = (http: HttpClient, id: number) =>
  http.get(`/forms/${id}`, { answer: WebivrForm });
/** `POST /forms` (id null) or `POST /forms/{id}`: the fields sent replace the form's. */
export const saveWebivrForm = (
  http: HttpClient,
  id: number | null,
  input: Omit<WebivrFormInput, 'notification_emails'> & { notification_emails: readonly string[] },
) =>
  http.post(
    item('/forms', id),
    { ...input, notification_emails: input.notification_emails.join(',') },
    { answer: WebivrForm },
  );
export const deleteWebivrForm = (http: HttpClient, id: number) => http.delete<void>(`/forms/${id}`);

export const fetchWebivrTemplates = (http: HttpClient) =>
  http.get('/templates', { answer: v.array(WebivrTemplate) });
/** `POST /templates` (id null) or `POST /templates/{id}`; `account` saves that web IVR's working menu. */
export const saveWebivrTemplate = (http: HttpClient, id: number | null, input: WebivrTemplateInput) =>
  http.post(item('/templates', id), input, { answer: WebivrTemplate });
export const deleteWebivrTemplate = (http: HttpClient, id: number) => http.delete<void>(`/templates/${id}`);

export const fetchWebivrThemes = (http: HttpClient) => http.get('/themes', { answer: v.array(WebivrTheme) });
export const saveWebivrTheme = (http: HttpClient, id: number | null, input: WebivrThemeInput) =>
  http.post(item('/themes', id), input, { answer: WebivrTheme });
export const deleteWebivrTheme = (http: HttpClient, id: number) => http.delete<void>(`/themes/${id}`);
