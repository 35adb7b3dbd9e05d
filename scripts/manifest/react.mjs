import { detailOf, propertiesOf } from './readme.mjs';

/**
 * The React wrapper (`packages/react`, `@omnicanal/react`) written from the elements' manifests: one
 * module per element with its typed props (attributes, properties, `onOc…` events) over the
 * hand-written `createComponent`, and an index exporting them all. Types named in an event's detail
 * (`Room`, `AttentionChange`…) are imported from the element's package, which exports them.
 */

const HEADER =
  '// Generated from custom-elements.json by `npm run build:manifest`: edit the element class instead.\n';

/** Names TypeScript knows without an import. */
const BUILT_IN = new Set([
  'Array',
  'CustomEvent',
  'Date',
  'Map',
  'Omit',
  'Partial',
  'Pick',
  'Readonly',
  'ReadonlyArray',
  'Record',
  'Set',
]);

export const pascal = (name) => name.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase());
const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

/** TSDoc of one line, safe inside a comment. */
const doc = (text, spaces) =>
  text ? `${' '.repeat(spaces)}/** ${text.replace(/\*\//g, '*\\/').replace(/\s+/g, ' ').trim()} */\n` : '';

/** The wrapper module of a tag: `oc-agent-inbox` → `agent-inbox`. */
export const wrapperModule = (tag) => tag.replace(/^oc-/, '');

/** Type names an element's events carry, which its package must export. */
export function eventTypeNames(declaration) {
  const names = (declaration.events ?? []).flatMap((e) =>
    [...detailOf(e.type?.text).matchAll(/\b[A-Z][A-Za-z0-9_]*\b/g)].map((m) => m[0]),
  );
  return [...new Set(names)].filter((name) => !BUILT_IN.has(name)).sort();
}

/** What the generated module needs to know of one element. */
export function wrapperShape(declaration) {
  const attributes = (declaration.attributes ?? []).map((a) => ({
    prop: a.fieldName ?? camel(a.name),
    attribute: a.name,
    type: a.type?.text ?? 'string',
    description: a.default ? `${a.description} (default \`${a.default}\`)` : a.description,
  }));
  const properties = propertiesOf(declaration).map((p) => ({ prop: p.name, description: p.description }));
  const events = (declaration.events ?? []).map((e) => ({
    prop: `on${pascal(e.name)}`,
    event: e.name,
    detail: detailOf(e.type?.text) || 'unknown',
    description: e.description,
  }));
  return { attributes, properties, events };
}

/** `packages/react/src/<tag without oc->.ts` for one element of package `packageName`. */
export function reactWrapper(packageName, declaration) {
  const tag = declaration.tagName;
  const component = pascal(tag);
  const element = `${component}Element`;
  const { attributes, properties, events } = wrapperShape(declaration);
  // Sorted by the imported name, as Biome orders them.
  const types = [`${declaration.name} as ${element}`, ...eventTypeNames(declaration)].sort((a, b) =>
    a.localeCompare(b),
  );
  const members = [
    ...attributes.map((a) => `${doc(a.description, 2)}  ${a.prop}?: ${a.type};\n`),
    ...properties.map(
      (p) =>
        `${doc(`${p.description ?? ''} Set as a property, never written into an attribute.`, 2)}  ${p.prop}?: ${element}['${p.prop}'];\n`,
    ),
    ...events.map(
      (e) => `${doc(e.description, 2)}  ${e.prop}?: (event: CustomEvent<${e.detail}>) => void;\n`,
    ),
  ].join('');
  const map = (entries) => entries.map(([key, value]) => `    ${key}: '${value}',\n`).join('');
  return `${HEADER}import '${packageName}/define';
import type { ${types.join(', ')} } from '${packageName}';
import { createComponent, type ElementProps } from './createComponent.ts';

/** Props of {@link ${component}}: the attributes, properties and events of \`<${tag}>\`. */
export interface ${component}Props extends ElementProps<${element}> {
${members}}

/**
 * \`<${tag}>\` as a React component (its tag is defined on import). Properties such as the token are
 * set on the element, never written into the DOM; \`on…\` props listen to its events; \`ref\` is the element.
 */
export const ${component} = createComponent<${element}, ${component}Props>({
  tagName: '${tag}',
  attributes: {
${map(attributes.map((a) => [a.prop, a.attribute]))}  },
  properties: [${properties.map((p) => `'${p.prop}'`).join(', ')}],
  events: {
${map(events.map((e) => [e.prop, e.event]))}  },
});
`;
}

/** `packages/react/src/index.ts`: every component and its props, by element. */
export function reactIndex(declarations) {
  const lines = declarations.map((declaration) => {
    const component = pascal(declaration.tagName);
    return [wrapperModule(declaration.tagName), `${component}, type ${component}Props`];
  });
  lines.push(['createComponent', 'type ComponentSpec, createComponent, type ElementProps']);
  // Sorted by module, as Biome orders them.
  const text = lines
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([module, names]) => `export { ${names} } from './${module}.ts';\n`)
    .join('');
  return `${HEADER}${text}`;
}
