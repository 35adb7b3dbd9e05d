/**
 * The analyzer plugin for Omnicanal's element contract (@custom-elements-manifest/analyzer reads
 * source files one by one, without a type checker). It teaches the analyzer three things:
 *
 * - `registerElement('oc-x', OcX)` (packages/element) defines a custom element, like
 *   `customElements.define`;
 * - a class extending `elementClass(Component, …)` is a custom element that also has the common
 *   contract documented on the class `elementClass` returns (`@attr` lines and accessors);
 * - an event's detail type is the one declared for its name in `OcEventMap` (packages/element's
 *   shared events, and the `declare module '@omnicanal/element'` block of each element's
 *   `events.ts`), so a `@fires` line names the event and says when, and the type comes from code.
 *
 * Problems (an event without a declared detail, a class with no tag) are collected in `errors`.
 */

const FACTORY = 'elementClass';
const REGISTER = 'registerElement';
const ELEMENT_PACKAGE = '@omnicanal/element';

/** `room-id` → `roomId`. */
export const toCamel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

/** Splits the text of an `@attr` tag: `{type} [name=default] - description`. */
function parseTagText(text) {
  let rest = text.trim();
  let type;
  if (rest.startsWith('{')) {
    let depth = 0;
    let end = 0;
    for (; end < rest.length; end++) {
      if (rest[end] === '{') depth++;
      else if (rest[end] === '}' && --depth === 0) break;
    }
    type = rest.slice(1, end).trim();
    rest = rest.slice(end + 1).trim();
  }
  const match = /^(\[[^\]]+\]|\S+)\s*(?:-\s*)?([\s\S]*)$/.exec(rest);
  let name = match?.[1] ?? '';
  let defaultValue;
  if (name.startsWith('[')) {
    const [n, d] = name.slice(1, -1).split('=');
    name = n;
    defaultValue = d;
  }
  const description = (match?.[2] ?? '').replace(/\s+/g, ' ').trim();
  return { name, type, default: defaultValue, description };
}

/** Text of a JSDoc comment node (string, or a list of parts with links). */
function commentText(comment) {
  if (!comment) return '';
  if (typeof comment === 'string') return comment;
  return comment.map((part) => part.text ?? '').join('');
}

export function omnicanalPlugin() {
  /** Attributes documented on the class `elementClass` returns. */
  const commonAttributes = [];
  /** Event name → `{ detail, description }` from every `OcEventMap` declaration read. */
  const eventMap = new Map();
  /** Tag → class name, from `registerElement` calls. */
  const registrations = [];
  /** Class name → its Lit internal state (`static properties = { x: { state: true } }`). */
  const litState = new Map();
  const errors = [];

  return {
    name: 'omnicanal-element-contract',
    errors,
    analyzePhase({ ts, node, moduleDoc }) {
      // registerElement('oc-x', OcX)
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === REGISTER &&
        node.arguments.length >= 2 &&
        ts.isStringLiteral(node.arguments[0]) &&
        ts.isIdentifier(node.arguments[1])
      ) {
        const tag = node.arguments[0].text;
        const className = node.arguments[1].text;
        registrations.push({ tag, className });
        moduleDoc.exports = [
          ...(moduleDoc.exports ?? []),
          { kind: 'custom-element-definition', name: tag, declaration: { name: className } },
        ];
      }

      // Lit: `static properties = { open: { state: true } }` is internal state, not a property.
      if (
        ts.isPropertyDeclaration(node) &&
        node.name.getText() === 'properties' &&
        node.initializer &&
        ts.isObjectLiteralExpression(node.initializer) &&
        ts.isClassDeclaration(node.parent) &&
        node.parent.name
      ) {
        const state = node.initializer.properties
          .filter(
            (property) =>
              ts.isPropertyAssignment(property) &&
              ts.isObjectLiteralExpression(property.initializer) &&
              property.initializer.properties.some(
                (option) =>
                  ts.isPropertyAssignment(option) &&
                  option.name.getText() === 'state' &&
                  option.initializer.kind === ts.SyntaxKind.TrueKeyword,
              ),
          )
          .map((property) => property.name.getText());
        litState.set(node.parent.name.text, new Set(state));
      }

      // function elementClass(…) { … return class … } : its class-level `@attr` lines.
      if (ts.isFunctionDeclaration(node) && node.name?.text === FACTORY && node.body) {
        const visit = (child) => {
          if (ts.isClassExpression(child)) {
            for (const tag of ts.getJSDocTags(child)) {
              if (tag.tagName.text !== 'attr') continue;
              commonAttributes.push(parseTagText(commentText(tag.comment)));
            }
            return;
          }
          ts.forEachChild(child, visit);
        };
        ts.forEachChild(node.body, visit);
      }

      // interface OcEventMap { 'oc-x': Detail } (exported, or inside `declare module`)
      if (ts.isInterfaceDeclaration(node) && node.name.text === 'OcEventMap') {
        for (const member of node.members) {
          if (!ts.isPropertySignature(member) || !member.type || !member.name) continue;
          const name = ts.isStringLiteral(member.name) ? member.name.text : member.name.getText();
          const description = (member.jsDoc ?? []).map((doc) => commentText(doc.comment)).join(' ');
          eventMap.set(name, {
            detail: member.type.getText().replace(/\s+/g, ' '),
            description: description.replace(/\s+/g, ' ').trim(),
          });
        }
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (declaration.kind !== 'class') continue;
          const state = litState.get(declaration.name);
          if (state) declaration.members = (declaration.members ?? []).filter((m) => !state.has(m.name));
          const fromFactory = declaration.mixins?.some((mixin) => mixin.name === FACTORY);
          if (fromFactory) {
            // `extends elementClass(X, …)`: X is the React component, not a superclass.
            delete declaration.superclass;
            declaration.mixins = [{ name: FACTORY, package: ELEMENT_PACKAGE }];
            declaration.customElement = true;
            const own = declaration.attributes ?? [];
            const inherited = commonAttributes
              .filter((common) => !own.some((attribute) => attribute.name === common.name))
              .map((common) => ({
                name: common.name,
                ...(common.type ? { type: { text: common.type } } : {}),
                ...(common.default ? { default: common.default } : {}),
                description: common.description,
                inheritedFrom: { name: FACTORY, package: ELEMENT_PACKAGE },
              }));
            declaration.attributes = [...own, ...inherited];
            for (const member of declaration.members ?? []) {
              if (member.inheritedFrom?.name === FACTORY) {
                member.inheritedFrom = { name: FACTORY, package: ELEMENT_PACKAGE };
              }
            }
          }

          const registration = registrations.find((r) => r.className === declaration.name);
          if (registration) {
            declaration.tagName = registration.tag;
            declaration.customElement = true;
          }
          if (!declaration.customElement) continue;
          if (!declaration.tagName)
            errors.push(`${module.path}: class ${declaration.name} is never registered`);

          // Attributes and the properties that reflect them know each other.
          for (const attribute of declaration.attributes ?? []) {
            const field = (declaration.members ?? []).find(
              (member) => member.kind === 'field' && member.name === toCamel(attribute.name),
            );
            if (!field) continue;
            attribute.fieldName = field.name;
            field.attribute = attribute.name;
            if (!attribute.type && field.type) attribute.type = field.type;
          }

          for (const event of declaration.events ?? []) {
            const declared = eventMap.get(event.name);
            if (!declared) {
              errors.push(
                `${module.path}: ${declaration.name} fires ${event.name}, which OcEventMap does not declare`,
              );
              continue;
            }
            event.type = { text: `CustomEvent<${declared.detail}>` };
            if (!event.description) event.description = declared.description;
          }
        }
      }
    },
  };
}
