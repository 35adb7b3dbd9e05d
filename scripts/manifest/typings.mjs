import { propertiesOf } from './readme.mjs';

/**
 * Framework typings of a package's elements, from its manifest: the attributes each tag accepts in
 * React's JSX (`jsx.d.ts`, React 19 passes them to the element as written) and in Vue templates
 * (`vue.d.ts`, `GlobalComponents`). Attributes only: properties and events are set and listened to
 * on the element itself, whose class `HTMLElementTagNameMap` already types.
 */

const HEADER =
  '// Generated from custom-elements.json by `npm run build:manifest`: edit the element class instead.\n';

const pascal = (tag) => tag.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase());

/** TSDoc of one line, safe inside a comment. */
const doc = (text) => (text ? `/** ${text.replace(/\*\//g, '*\\/').replace(/\s+/g, ' ').trim()} */\n` : '');

/** The attribute interface of one element, named `<Tag>Attributes`. */
function attributesInterface(declaration) {
  const name = `${pascal(declaration.tagName)}Attributes`;
  const members = (declaration.attributes ?? [])
    .map((a) => {
      const described = a.default ? `${a.description} (default \`${a.default}\`)` : a.description;
      return `${indent(doc(described), 2)}  '${a.name}'?: ${a.type?.text ?? 'string'};\n`;
    })
    .join('');
  return {
    name,
    text: `${doc(`Attributes of \`<${declaration.tagName}>\`.`)}export interface ${name} {\n${members}}\n`,
  };
}

/** Each line of `text` indented by `spaces`. */
const indent = (text, spaces) =>
  text
    .split('\n')
    .map((line) => (line ? ' '.repeat(spaces) + line : line))
    .join('\n');

/**
 * Where the typings import each class from: beside the sources, the class's module; in a built
 * package (scripts/build-packages.mjs), its `index.js`.
 */
const sourceModule = (module) => `./${module}`;

function classImports(elements, importPath) {
  return elements
    .map(({ module, declaration }) => `import type { ${declaration.name} } from '${importPath(module)}';\n`)
    .join('');
}

/** `jsx.d.ts`: React's `JSX.IntrinsicElements` for each tag. */
export function jsxTypings(elements, importPath = sourceModule) {
  const interfaces = elements.map(({ declaration }) => attributesInterface(declaration));
  const entries = elements
    .map(({ declaration }, i) => {
      const klass = declaration.name;
      return `      '${declaration.tagName}': DetailedHTMLProps<HTMLAttributes<${klass}>, ${klass}> & ${interfaces[i].name};\n`;
    })
    .join('');
  return `${HEADER}import type { DetailedHTMLProps, HTMLAttributes } from 'react';
${classImports(elements, importPath)}
${interfaces.map((i) => i.text).join('\n')}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${entries}    }
  }
}
`;
}

/** `vue.d.ts`: Vue's `GlobalComponents` for each tag (include it in a Vue project's types). */
export function vueTypings(elements, importPath = sourceModule) {
  const interfaces = elements.map(({ declaration }) => attributesInterface(declaration));
  const entries = elements
    .map(({ declaration }, i) => {
      const props = propertiesOf(declaration).map((p) => `'${p.name}'`);
      const extra = props.length > 0 ? ` & Partial<Pick<${declaration.name}, ${props.join(' | ')}>>` : '';
      return `    '${declaration.tagName}': DefineComponent<${interfaces[i].name}${extra}>;\n`;
    })
    .join('');
  const used = elements.filter(({ declaration }) => propertiesOf(declaration).length > 0);
  return `${HEADER}import type { DefineComponent } from 'vue';
${classImports(used, importPath)}
${interfaces.map((i) => i.text).join('\n')}
declare module 'vue' {
  interface GlobalComponents {
${entries}  }
}
`;
}
