import type { JsonSchema } from '@valibot/to-json-schema';
import { escapeHtml } from '../http/html-page.ts';
import type { OpenApiDocument, Operation } from './document.ts';

/*
 * The API reference as a page to read: the OpenAPI document drawn as plain HTML by the server, no
 * script (the CSP allows none inline, and a reader needs none), its stylesheet a file of its own.
 * In English, as the API's own words (codes, fields, paths) are.
 */

/** A JSON Schema said in a few words: `string`, `integer ≥ 1`, `"a" | "b"`, `Room[]`… */
export function typeText(schema: JsonSchema | undefined, depth = 0): string {
  if (!schema || typeof schema !== 'object') return 'any';
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop() ?? 'object';
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) {
    const values = schema.enum.map((e) => JSON.stringify(e));
    return values.length > 8 ? `${values.slice(0, 8).join(' | ')} | …` : values.join(' | ');
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives) && depth < 3)
    return alternatives.map((s) => typeText(s as JsonSchema, depth + 1)).join(' | ');
  if (schema.type === 'array') return `${typeText(schema.items as JsonSchema, depth + 1)}[]`;
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  const limits = [
    typeof schema.minimum === 'number' ? `≥ ${schema.minimum}` : '',
    typeof schema.maximum === 'number' ? `≤ ${schema.maximum}` : '',
    typeof schema.maxLength === 'number' ? `≤ ${schema.maxLength} chars` : '',
    typeof schema.format === 'string' ? schema.format : '',
  ].filter(Boolean);
  return limits.length ? `${type} (${limits.join(', ')})` : String(type);
}

/** Who may call it, in words. */
function accessText(operation: Operation): string {
  const access = operation['x-omnicanal-access'];
  const scheme = Object.keys(operation.security.find((s) => Object.keys(s).length) ?? {})[0];
  if (scheme === 'publicApiToken') return `Public API token${access?.scope ? `, scope ${access.scope}` : ''}`;
  if (scheme === 'keyAccountToken') return 'Key-account token';
  if (scheme === 'socketToken') return 'Socket: the session token in the query';
  if (!scheme) return 'Public';
  const optional = operation.security.some((s) => Object.keys(s).length === 0);
  const who = access?.roles
    ? `roles ${access.roles.join(', ')}`
    : access?.rank
      ? `${access.rank} or above`
      : 'any role';
  return `${optional ? 'Optional sign-in' : 'Signed in'}: ${who}`;
}

/** A table of an object's fields: name, type, required. */
function fieldsTable(caption: string, schema: JsonSchema | undefined): string {
  const properties = Object.entries(schema?.properties ?? {});
  if (properties.length === 0)
    return schema ? `<p class="body">${caption}: <code>${escapeHtml(typeText(schema))}</code></p>` : '';
  const required = new Set(schema?.required ?? []);
  const rows = properties
    .map(
      ([name, field]) =>
        `<tr><th scope="row"><code>${escapeHtml(name)}</code></th><td><code>${escapeHtml(typeText(field as JsonSchema))}</code></td><td>${required.has(name) ? 'required' : ''}</td></tr>`,
    )
    .join('');
  return `<table><caption>${caption}</caption><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col"><span class="visually-hidden">Required</span></th></tr></thead><tbody>${rows}</tbody></table>`;
}

function parametersTable(operation: Operation): string {
  if (!operation.parameters?.length) return '';
  const rows = operation.parameters
    .map(
      (p) =>
        `<tr><th scope="row"><code>${escapeHtml(p.name)}</code></th><td>${p.in}</td><td><code>${escapeHtml(typeText(p.schema))}</code></td><td>${p.required ? 'required' : ''}</td></tr>`,
    )
    .join('');
  return `<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col"><span class="visually-hidden">Required</span></th></tr></thead><tbody>${rows}</tbody></table>`;
}

function responsesList(operation: Operation): string {
  const items = Object.entries(operation.responses)
    .filter(([status]) => status !== 'default')
    .map(([status, answer]) => {
      const schema = answer.content?.['application/json']?.schema;
      const type = schema ? ` <code>${escapeHtml(typeText(schema))}</code>` : '';
      return `<li><span class="status">${status}</span> ${escapeHtml(answer.description)}${type}</li>`;
    })
    .join('');
  return `<ul class="answers" aria-label="Answers">${items}<li><span class="status">4xx</span> Refused: <code>{ error, detail, …fields }</code></li></ul>`;
}

function operationSection(method: string, path: string, operation: Operation): string {
  const body = operation.requestBody?.content['application/json']?.schema;
  return `<article id="${escapeHtml(operation.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(operation.summary ?? '')}</p>
${operation.description ? `<p class="more">${escapeHtml(operation.description)}</p>` : ''}
<p class="access">${escapeHtml(accessText(operation))}</p>
${parametersTable(operation)}
${body ? fieldsTable('Body', body) : ''}
${responsesList(operation)}
</article>`;
}

/** The whole page; `stylesheet` and `json` are the addresses of its stylesheet and of the document. */
export function referencePage(document: OpenApiDocument, stylesheet: string, json: string): string {
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const tag = operation.tags[0] ?? 'api';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(method, path, operation)]);
    }
  const tags = [...byTag.keys()].sort();
  const nav = tags
    .map(
      (tag) =>
        `<li><a href="#service-${escapeHtml(tag)}">${escapeHtml(tag)}</a> <span>${byTag.get(tag)?.length}</span></li>`,
    )
    .join('');
  const sections = tags
    .map(
      (tag) =>
        `<section id="service-${escapeHtml(tag)}" aria-labelledby="h-${escapeHtml(tag)}"><h2 id="h-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${(byTag.get(tag) ?? []).join('\n')}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</title>
<link rel="stylesheet" href="${escapeHtml(stylesheet)}">
</head>
<body>
<header>
<h1>${escapeHtml(document.info.title)} <span class="version">${escapeHtml(document.info.version)}</span></h1>
<p>${escapeHtml(document.info.description)}</p>
<p><a href="${escapeHtml(json)}">OpenAPI 3.1 document (JSON)</a></p>
</header>
<div class="layout">
<nav aria-label="Services"><ul>${nav}</ul></nav>
<main>
${sections}
</main>
</div>
</body>
</html>
`;
}

/** The page's stylesheet: a calm reference, the services listed beside it on a wide screen. */
export const REFERENCE_PAGE_CSS = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f4f6f8}
header{padding:1.5rem 2rem;background:#fff;border-bottom:1px solid #d9e2ec}
h1{font-size:1.5rem;margin:0 0 .25rem}
.version{font-size:.875rem;font-weight:500;color:#52606d}
header p{margin:.25rem 0;max-width:60rem}
.layout{display:grid;grid-template-columns:14rem 1fr;gap:1.5rem;padding:1.5rem 2rem}
nav ul{list-style:none;margin:0;padding:0;position:sticky;top:1rem}
nav li{display:flex;justify-content:space-between;padding:.25rem .5rem;border-radius:6px}
nav li span{color:#52606d;font-variant-numeric:tabular-nums}
nav a{color:#1d4ed8;text-decoration:none}
nav a:hover,nav a:focus-visible{text-decoration:underline}
main{min-width:0}
h2{font-size:1.25rem;margin:1.5rem 0 .75rem;text-transform:capitalize}
section:first-child h2{margin-top:0}
article{background:#fff;border:1px solid #d9e2ec;border-radius:10px;padding:1rem 1.25rem;margin:0 0 .75rem}
h3{font-size:1rem;margin:0 0 .25rem;display:flex;gap:.5rem;align-items:baseline;flex-wrap:wrap}
h3 code{word-break:break-all}
.method{display:inline-block;min-width:4rem;text-align:center;font-size:.75rem;font-weight:700;padding:.125rem .375rem;border-radius:4px;color:#fff;background:#52606d}
.method.get{background:#1d4ed8}.method.post{background:#047857}.method.put,.method.patch{background:#b45309}.method.delete{background:#b91c1c}
article p{margin:.25rem 0}
.more{color:#3e4c59}
.access{font-size:.875rem;color:#52606d}
table{border-collapse:collapse;margin:.75rem 0;width:100%;font-size:.875rem}
caption{text-align:left;font-weight:600;padding-bottom:.25rem}
th,td{text-align:left;padding:.25rem .5rem;border-top:1px solid #e4e7eb;vertical-align:top}
thead th{border-top:0;color:#52606d;font-weight:500}
code{font:13px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace}
.answers{list-style:none;margin:.5rem 0 0;padding:0;font-size:.875rem}
.status{display:inline-block;min-width:2.5rem;font-weight:600;font-variant-numeric:tabular-nums}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:48rem){.layout{grid-template-columns:1fr;padding:1rem}nav ul{position:static;display:flex;flex-wrap:wrap;gap:.25rem}header{padding:1rem}}
`;
