import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseAst } from 'vite';
import { isMain, ROOT } from './lib.mjs';

/**
 * Size budgets of the production build, in bytes of min+gzip (files are already minified; each is
 * gzipped on its own, as a browser fetches it). An entry's total is every file its static import
 * graph pulls in: what a page pays before the entry runs. Dynamic imports are listed apart, not
 * counted. The vite build runs this last (vite.config.ts), so every build fails above a budget.
 *
 *   node scripts/budgets.mjs [outDir]   measure an existing build (default dist/)
 */

/**
 * One line per entry, each about 10 % above what it weighed when set (measure in the comment), so
 * weight added by a dependency or a feature is a decision taken in review, not a drift. Raise one
 * in the change that needs it, saying why. An element chunk counts everything it imports (React,
 * the kit, the stores, the contract), as a partner page holding only that element pays it.
 */
export const BUDGETS = {
  // Visitors pay this on every page of a customer's website, before they open the chat: the issue's
  // ceiling (Crisp loads ~90 kB, Chatwoot ~170 kB). Lit, the guest part of the contract, two
  // locales. 16.4 kB with its own bundle (31.6 kB when it shared the console's chunks); 19.7 kB with
  // the configured looks (position, offsets, the choice of the extras and the preview); 19.97 kB
  // then 19.99 kB with the web IVR menu's loader (its notices moved to the panel's views to fit);
  // 20.0 kB (19,998 bytes) with the open attribute of the link page, the guard that lets a server
  // import it, oc-error's message and rooms named as objects in its events: the last bytes are
  // gone, the next feature must make room.
  'web-chat.js': 20_000,
  // The widget's room-action cards (time slots, callback, payment, authentication), imported the
  // first time a visitor's conversation holds one; Lit comes from web-chat.js. 2.7 kB.
  'web-chat.cards': 3_000,
  // The opened panel's views, words and rules (entries, welcome, pre-chat, the configured header and
  // powered-by line), loaded on first opening. 2.4 kB; 4.4 kB once the panel's rules (1.6 kB) moved
  // here from web-chat.js to make room for the configured launcher; 4.8 kB once the failed-start
  // and closed notices moved here too, making room for the web IVR menu's loader; 5.1 kB with the
  // dark panel (theme="dark" or "auto"), which lives here so the entry pays nothing for it.
  'web-chat.panel-views': 5_600,
  // The launcher's extras (call-to-action bubble, version 1's lozenges, auto-open), loaded only
  // when the configuration asks for one. 1.6 kB.
  'web-chat.launcher-extras': 1_800,
  // An identified visitor's earlier conversations (call, list, words), read when such a visitor
  // first opens the panel; Lit and the HTTP client come from web-chat.js.
  'web-chat.history': 1_200,
  // The web IVR menu (core's walker and answers' rules, the menu's views, words and rules), loaded
  // only when the widget's entry point opens a published menu; Lit and the HTTP client come from
  // web-chat.js. 5.6 kB.
  'web-chat.webivr': 6_000,
  // The autoloader partners include on every CRM page: it watches the DOM and imports elements,
  // nothing else. 1.8 kB; 2.1 kB once the contract was split by element (the shell's preload list
  // names more, smaller chunks); 2.3 kB with the dashboards' element among those it can load; 2.5 kB
  // with the web IVR builder's; 2.6 kB (at its limit: a build's chunk hashes moved it by a few bytes
  // either way) with the dashboards' comments and reviews screens.
  'omnicanal.js': 2_800,
  // The console page until its first screen: the Lit shell, the stores, the contract. 54.9 kB;
  // 61.4 kB once the calendars, entry points and bot runtime added their schemas to the contract
  // chunk, which the shell loads whole (splitting it by element is the next saving). 66.9 kB once
  // the message templates' and campaigns' schemas and core's template rules joined it (the template
  // form checks as the server does); 68.0 kB with billing's too. 54.0 kB once the contract chunk
  // was split by the elements that use each module (the shell loads only its own schemas).
  'index.html': 57_000,
  // The shell alone (what the page above holds but its CSS). 54.3 kB; 60.8 kB as above; 66.3 kB
  // with the templates' and campaigns' schemas; 67.4 kB with billing's too; 53.3 kB with the
  // contract split by element.
  'oc-shell': 56_000,
  // React, r2wc, the kit, the inbox's stores and the realtime socket. 178.8 kB (188.9 kB before the
  // contract was split by element, 178.9 kB after; 165.5 kB once the kit declared itself free of
  // side effects and the inbox stopped loading the kit's parts it never shows).
  'oc-agent-inbox': 195_000,
  // Sign-in, registration, password and 2FA screens on React and the form kit. 130.7 kB; 145.8 kB
  // with the contract chunk of today (billing's and campaigns' schemas: the next saving is there).
  // 147.1 kB once the kit's Screen and ConfirmDialog (three copies each before) and the theme
  // choice moved into the shared chunks; 132.0 kB with the contract split by element.
  'oc-auth': 136_000,
  // The heaviest: the flow editor (@xyflow/react) on top of React. 195.8 kB.
  'oc-bot-builder': 215_000,
  // Settings pages on React and the form kit. 134.4 kB; more since billing's and the campaigns'
  // calls and schemas joined the contract chunk (loaded whole) and the card entry the kit chunk;
  // 148.3 kB with the contract split by element; 152.6 kB as the shared pieces of the contract and
  // the form kit were cut again around the web IVR builder's (a form kit piece of its own).
  'oc-settings': 155_000,
  // Entry point lists, forms, customisation and embed code on React and the form kit. 127.5 kB.
  // 140.5 kB with the kit's shared Screen and ConfirmDialog (the element's own copies gone);
  // 129.1 kB with the contract split by element; 133.0 kB with the web IVR builder beside it.
  'oc-entry-points': 135_000,
  // Campaign audiences (list, form, CSV import with progress) on React and the form kit. 134.7 kB;
  // 145.1 kB with the message templates' list and form and the campaigns' list and page; 149.3 kB
  // with the way into the campaign form (its lazy loader, New and Edit). The form itself, with
  // RRULE for its preview of the sends, loads on first use (18.0 kB, printed under "on demand").
  // 150.1 kB with the kit's shared Screen and ConfirmDialog; 151.5 kB with the texts of the
  // campaign's variable file and of where a WhatsApp template's replies lead, and that section;
  // 142.1 kB with the contract split by element; 146.3 kB with the campaigns' statistics schemas
  // shared with the dashboards and the web IVR builder beside it; 148.1 kB with the audience
  // filters by origin (entry points, bot trees) and by the number of conversations.
  'oc-campaign-editor': 152_000,
  // Plans, subscription, billing address, cards, invoices and summary on React and the form kit.
  // 135.8 kB. Stripe.js is not counted: it loads from Stripe the first time a card field needs it.
  // 140.1 kB with the kit's shared Screen and ConfirmDialog; 125.0 kB with the contract split by
  // element; 129.5 kB with the web IVR builder beside it (the form kit cut again).
  'oc-billing': 131_000,
  // The dashboards: React, the kit's screen and date range picker, uPlot for the charts. 134.5 kB
  // (148.1 kB before the kit declared itself free of side effects, so each element took all of it);
  // 139.7 kB with the links between screens and the web IVR's and campaigns' screens, these four
  // loaded when first shown.
  'oc-stats-dashboard': 144_000,
  // The web IVR: React, the kit, React Flow's canvas (as the bot builder), the node forms, the list
  // and the FAQs, forms and templates screens. 204.3 kB.
  'oc-webivr-builder': 220_000,
};

const gzipped = new Map();
/** min+gzip bytes of one built file. */
function sizeOf(file) {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
}

/** Static and dynamic import specifiers of a built JavaScript file. */
function importsOf(file) {
  const ast = parseAst(readFileSync(file, 'utf8'));
  const found = { static: [], dynamic: [] };
  const visit = (node) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== 'object') return;
    if (
      (node.type === 'ImportDeclaration' ||
        node.type === 'ExportNamedDeclaration' ||
        node.type === 'ExportAllDeclaration') &&
      node.source
    )
      found.static.push(node.source.value);
    if (node.type === 'ImportExpression') {
      const source = node.source;
      // Minifiers write `import(\`./x.js\`)`: a template without expressions is a plain string.
      if (source?.type === 'Literal') found.dynamic.push(source.value);
      else if (source?.type === 'TemplateLiteral' && source.expressions.length === 0)
        found.dynamic.push(source.quasis[0].value.cooked);
    }
    for (const key of Object.keys(node)) if (key !== 'type') visit(node[key]);
  };
  visit(ast.body);
  return found;
}

/** What an HTML page loads up front: module scripts, module preloads and style sheets. */
function htmlLoads(file) {
  const html = readFileSync(file, 'utf8');
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    const loads = /^<script/.test(tag)
      ? /type="module"/.test(tag)
      : /rel="(?:modulepreload|stylesheet)"/.test(tag);
    return url && loads && !/^[a-z]+:/i.test(url) ? [url] : [];
  });
}

/** A specifier of `from` as a path inside `outDir`, or null when it leaves the build (a URL). */
function resolveIn(outDir, from, specifier) {
  if (/^[a-z]+:/i.test(specifier) || specifier.startsWith('//')) return null;
  const path = specifier.startsWith('/')
    ? join(outDir, specifier.split('?')[0])
    : resolve(dirname(from), specifier.split('?')[0]);
  return existsSync(path) ? path : null;
}

/** The files an entry loads before it runs (itself included) and the dynamic imports met on the way. */
function staticGraph(outDir, entries) {
  const files = new Set();
  const dynamic = new Set();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop();
    if (files.has(file)) continue;
    files.add(file);
    if (!file.endsWith('.js')) continue;
    const found = importsOf(file);
    for (const specifier of found.static) {
      const target = resolveIn(outDir, file, specifier);
      if (target) pending.push(target);
    }
    for (const specifier of found.dynamic) {
      const target = resolveIn(outDir, file, specifier);
      if (target) dynamic.add(target);
    }
  }
  for (const file of files) dynamic.delete(file);
  return { files, dynamic: [...dynamic] };
}

const total = (files) => [...files].reduce((sum, file) => sum + sizeOf(file), 0);
/** `assets/oc-settings-Bx1.js` → `oc-settings`: the name a budget is keyed by. */
const chunkName = (file) => posix.basename(file.split(sep).join('/')).replace(/-[\w-]{8}\.js$/, '');

/**
 * Every entry of the build in `outDir` with its static files, total and dynamic imports: the two
 * fixed-name scripts, the console page, and each element chunk the autoloader can import.
 */
export function measureBuild(outDir) {
  const entry = (name, roots) => {
    const graph = staticGraph(outDir, roots);
    return { name, files: graph.files, total: total(graph.files), dynamic: graph.dynamic };
  };
  const entries = [];
  const widget = join(outDir, 'web-chat.js');
  if (existsSync(widget)) {
    const chat = entry('web-chat.js', [widget]);
    entries.push(chat);
    // Its on-demand chunks count what they add to what web-chat.js already loaded.
    for (const chunk of chat.dynamic) {
      const part = entry(chunkName(chunk), [chunk]);
      for (const known of chat.files) part.files.delete(known);
      entries.push({ ...part, total: total(part.files) });
    }
  }
  const autoloader = join(outDir, 'omnicanal.js');
  if (existsSync(autoloader)) {
    const loader = entry('omnicanal.js', [autoloader]);
    entries.push(loader);
    for (const element of loader.dynamic) entries.push(entry(chunkName(element), [element]));
  }
  const page = join(outDir, 'index.html');
  if (existsSync(page)) {
    const roots = htmlLoads(page)
      .map((url) => resolveIn(outDir, page, url))
      .filter(Boolean);
    entries.push(entry('index.html', roots));
  }
  return entries;
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * One line for what an entry imports on demand, each import counted beyond the entry's own files:
 * the large ones by name (elements, editors), the small ones (locale namespaces) summed up.
 */
function onDemand(outDir, entry) {
  const named = [];
  let small = 0;
  let smallTotal = 0;
  for (const file of entry.dynamic) {
    const extra = staticGraph(outDir, [file]).files;
    for (const known of entry.files) extra.delete(known);
    const size = total(extra);
    if (size >= 5_000) named.push(`${chunkName(file)} +${kB(size)}`);
    else {
      small += 1;
      smallTotal += size;
    }
  }
  if (small > 0) named.push(`${small} small chunks +${kB(smallTotal)}`);
  return named.join(', ');
}

/**
 * Prints every entry's total against its budget and returns the problems: an entry above its
 * budget or without one, a budget without its entry, and any file the visitor widget shares with
 * the console.
 */
export function checkBudgets(outDir, log = console.log) {
  const entries = measureBuild(outDir);
  const problems = [];
  const shown = (file) => relative(outDir, file).split(sep).join('/');
  log(`Bundle sizes (min+gzip) of ${relative(ROOT, outDir) || '.'}:`);
  for (const entry of entries) {
    const budget = BUDGETS[entry.name];
    const mark = budget === undefined ? '?' : entry.total <= budget ? '✔' : '✘';
    const limit = budget === undefined ? 'no budget' : `budget ${kB(budget)}`;
    const files = `${entry.files.size} file${entry.files.size === 1 ? '' : 's'}`;
    log(`${mark} ${entry.name.padEnd(16)} ${kB(entry.total).padStart(9)}  ${limit}, ${files}`);
    if (budget === undefined) problems.push(`${entry.name} has no budget: add one to scripts/budgets.mjs`);
    else if (entry.total > budget)
      problems.push(`${entry.name} loads ${kB(entry.total)}, above its budget of ${kB(budget)}`);
    if (entry.dynamic.length > 0) log(`    then on demand, not counted: ${onDemand(outDir, entry)}`);
  }
  // A budget whose entry is gone means the build no longer makes it (or names it differently).
  for (const name of Object.keys(BUDGETS))
    if (!entries.some((entry) => entry.name === name))
      problems.push(`${name} has a budget but was not built`);
  const widget = entries.find((entry) => entry.name === 'web-chat.js');
  if (widget) {
    const consoleFiles = new Set(
      entries.filter((entry) => entry !== widget).flatMap((entry) => [...entry.files]),
    );
    const shared = [...widget.files].filter((file) => consoleFiles.has(file));
    if (shared.length > 0)
      problems.push(
        `web-chat.js shares ${shared.map(shown).join(', ')} with the console: build it on its own`,
      );
  }
  return problems;
}

if (isMain(import.meta.url)) {
  const outDir = resolve(ROOT, process.argv[2] ?? 'dist');
  const problems = checkBudgets(outDir);
  for (const problem of problems) console.error(`✘ ${problem}`);
  process.exit(problems.length > 0 ? 1 : 0);
}
