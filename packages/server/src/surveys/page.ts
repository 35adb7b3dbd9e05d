import type { Locale } from '@omnicanal/core';
import { escapeHtml } from '../http/html-page.ts';
import { SURVEY_PAGE_TEXTS, type SurveyPageTexts } from './page-texts.ts';

/*
 * Our hosted survey page, written by the server as plain HTML: it opens in any browser a customer
 * has (a messaging app's own included) without a script, and its form posts back to the same
 * address. Everything from a company (its name) is escaped; the stylesheet is a file of its own
 * (the CSP allows no inline style).
 */

/** What the page shows: the form (with a problem, after a refused post), the thanks, or a sentence. */
export type SurveyPageState =
  | { kind: 'form'; company: string; problem: boolean; comment: string; via?: string | null }
  | { kind: 'thanks' }
  | { kind: 'already' }
  | { kind: 'gone' };

/** A scale of radio buttons, `from`…`to`, in a fieldset named by its legend. */
function scale(name: string, legend: string, from: number, to: number, low: string, high: string): string {
  const choices: string[] = [];
  for (let n = from; n <= to; n++)
    choices.push(
      `<label class="choice"><input type="radio" name="${name}" value="${n}" required><span>${n}</span></label>`,
    );
  return `<fieldset class="scale" aria-describedby="${name}-ends">
<legend>${escapeHtml(legend)}</legend>
<div class="choices">${choices.join('')}</div>
<p class="ends" id="${name}-ends"><span>${escapeHtml(low)}</span><span>${escapeHtml(high)}</span></p>
</fieldset>`;
}

function body(t: SurveyPageTexts, state: SurveyPageState, action: string): string {
  switch (state.kind) {
    case 'thanks':
      return `<h1>${escapeHtml(t.thanks)}</h1><p role="status">${escapeHtml(t.thanksText)}</p>`;
    case 'already':
      return `<h1>${escapeHtml(t.title)}</h1><p role="status">${escapeHtml(t.already)}</p>`;
    case 'gone':
      return `<h1>${escapeHtml(t.title)}</h1><p role="alert">${escapeHtml(t.gone)}</p>`;
    case 'form':
      return `<h1>${escapeHtml(t.title)}</h1>
${state.via ? `<p class="via">${escapeHtml(t.via(state.via))}</p>` : ''}
<p>${escapeHtml(t.intro(state.company))}</p>
${state.problem ? `<p class="problem" role="alert">${escapeHtml(t.required)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
${scale('sat', t.sat, 1, 5, t.satLow, t.satHigh)}
${scale('nps', t.nps, 0, 10, t.npsLow, t.npsHigh)}
<label class="comment" for="comment">${escapeHtml(t.comment)}</label>
<textarea id="comment" name="comment" rows="4" maxlength="2000">${escapeHtml(state.comment)}</textarea>
<button type="submit">${escapeHtml(t.send)}</button>
</form>`;
  }
}

/** The whole page in `locale`; `action` is where its form posts (the page's own path). */
export function surveyPage(
  locale: Locale,
  state: SurveyPageState,
  action: string,
  stylesheet: string,
): string {
  const t = SURVEY_PAGE_TEXTS[locale];
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title>
<link rel="stylesheet" href="${escapeHtml(stylesheet)}">
</head>
<body>
<main>
${body(t, state, action)}
</main>
</body>
</html>
`;
}

/** The page's stylesheet: calm, readable on a phone, the scales wrapping as they must. */
export const SURVEY_PAGE_CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f4f6f8}
main{max-width:40rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.5rem;margin:0 0 .5rem}
fieldset{border:0;padding:0;margin:1.5rem 0 0}
legend{font-weight:600;margin-bottom:.5rem;padding:0}
.choices{display:flex;flex-wrap:wrap;gap:.5rem}
.choice{position:relative}
.choice input{position:absolute;opacity:0;inset:0;margin:0}
.choice span{display:inline-flex;align-items:center;justify-content:center;min-width:2.75rem;height:2.75rem;border:1px solid #9aa5b1;border-radius:8px;background:#fff}
.choice input:checked+span{background:#1d4ed8;border-color:#1d4ed8;color:#fff;font-weight:600}
.choice input:focus-visible+span{outline:3px solid #93c5fd;outline-offset:2px}
.ends{display:flex;justify-content:space-between;gap:1rem;margin:.25rem 0 0;font-size:.875rem;color:#52606d}
.comment{display:block;font-weight:600;margin:1.5rem 0 .5rem}
textarea{width:100%;font:inherit;padding:.5rem;border:1px solid #9aa5b1;border-radius:8px}
button{margin-top:1.5rem;font:inherit;font-weight:600;padding:.625rem 1.25rem;border:0;border-radius:8px;background:#1d4ed8;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
.problem{color:#b91c1c;font-weight:600}
.via{margin:0 0 .5rem;font-size:.875rem;color:#52606d}
`;
