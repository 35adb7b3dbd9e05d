/**
 * The contract block of an element's README: attributes, properties, events, parts, CSS custom
 * properties and slots, as tables written from the manifest between two markers. Prose around the
 * block is the README's own.
 */

export const BEGIN =
  '<!-- contract:begin (generated from custom-elements.json by `npm run build:manifest`) -->';
export const END = '<!-- contract:end -->';

/** A table cell: pipes escaped, line breaks folded. */
const cell = (text) => (text ?? '').replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
const code = (text) => (text ? `\`${cell(text)}\`` : '');

/** Width of a cell as Biome's Markdown formatter counts it (code points). */
const width = (text) => [...text].length;

/** A Markdown table with its columns padded to one width, as Biome formats it. */
function table(headers, rows) {
  if (rows.length === 0) return [];
  const widths = headers.map((header, i) => Math.max(3, width(header), ...rows.map((row) => width(row[i]))));
  const line = (cells) => `| ${cells.map((c, i) => c + ' '.repeat(widths[i] - width(c))).join(' | ')} |`;
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line), ''];
}

/** The `detail` of a `CustomEvent<…>` type text. */
export const detailOf = (type) => /^CustomEvent<([\s\S]*)>$/.exec(type ?? '')?.[1] ?? type ?? '';

/** Public instance fields that no attribute reflects: what can only be set from script. */
export const propertiesOf = (declaration) =>
  (declaration.members ?? []).filter(
    (member) =>
      member.kind === 'field' &&
      !member.static &&
      !member.attribute &&
      (member.privacy ?? 'public') === 'public',
  );

function elementSection(declaration, heading) {
  const lines = [];
  if (heading) lines.push(`### \`<${declaration.tagName}>\``, '');
  const attributes = declaration.attributes ?? [];
  if (attributes.length > 0) {
    lines.push('#### Attributes', '');
    lines.push(
      ...table(
        ['attribute', 'property', 'type', 'default', 'description'],
        attributes.map((a) => [
          code(a.name),
          code(a.fieldName),
          code(a.type?.text),
          code(a.default),
          cell(a.description),
        ]),
      ),
    );
  }
  const properties = propertiesOf(declaration);
  if (properties.length > 0) {
    lines.push('#### Properties', '');
    lines.push(
      ...table(
        ['property', 'type', 'description'],
        properties.map((p) => [code(p.name), code(p.type?.text), cell(p.description)]),
      ),
    );
  }
  const events = declaration.events ?? [];
  if (events.length > 0) {
    lines.push('#### Events', '');
    lines.push('`CustomEvent`s with `bubbles: true, composed: true`; their types are in `OcEventMap`.', '');
    lines.push(
      ...table(
        ['event', 'detail', 'when'],
        events.map((e) => [code(e.name), code(detailOf(e.type?.text)), cell(e.description)]),
      ),
    );
  }
  const parts = declaration.cssParts ?? [];
  if (parts.length > 0) {
    lines.push('#### Parts', '');
    lines.push(
      ...table(
        ['part', 'what'],
        parts.map((p) => [code(p.name), cell(p.description)]),
      ),
    );
  }
  const cssProperties = declaration.cssProperties ?? [];
  if (cssProperties.length > 0) {
    lines.push('#### CSS custom properties', '');
    lines.push(
      ...table(
        ['custom property', 'default', 'what'],
        cssProperties.map((p) => [code(p.name), code(p.default), cell(p.description)]),
      ),
    );
  }
  const slots = declaration.slots ?? [];
  if (slots.length > 0) {
    lines.push('#### Slots', '');
    lines.push(
      ...table(
        ['slot', 'what'],
        slots.map((s) => [s.name ? code(s.name) : '(default)', cell(s.description)]),
      ),
    );
  }
  return lines;
}

/** The generated block for the elements of one package. */
export function readmeContract(elements) {
  const heading = elements.length > 1;
  const lines = elements.flatMap(({ declaration }) => elementSection(declaration, heading));
  return [BEGIN, '', ...lines, END].join('\n');
}

/** `readme` with its contract block replaced by `block`; throws when the markers are missing. */
export function replaceBlock(readme, block, path) {
  const start = readme.indexOf(BEGIN.slice(0, BEGIN.indexOf('(')).trim());
  const end = readme.indexOf(END);
  if (start < 0 || end < start) {
    throw new Error(`${path}: add the markers "<!-- contract:begin -->" and "${END}" where the tables go`);
  }
  return readme.slice(0, start) + block + readme.slice(end + END.length);
}
