import {
  createElement,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
  useCallback,
  useLayoutEffect,
  useRef,
} from 'react';

/** How one element's props reach it (written from its manifest, see the generated modules). */
export interface ComponentSpec {
  /** The element's tag, defined by the module that builds the component. */
  tagName: string;
  /** Prop name → attribute (`roomId` → `room-id`): strings, rendered into the tag. */
  attributes: Readonly<Record<string, string>>;
  /** Props set on the element as properties (the token, objects), never as attributes. */
  properties: readonly string[];
  /** Prop name → event name (`onOcRoomOpen` → `oc-room-open`). */
  events: Readonly<Record<string, string>>;
}

/**
 * What every wrapper accepts besides its element's own props: React's HTML props (`className`,
 * `style`, `id`, `slot`, DOM events…), children (slotted content) and a `ref` to the element.
 */
export type ElementProps<E extends HTMLElement> = HTMLAttributes<E> & {
  ref?: Ref<E>;
  children?: ReactNode;
};

/** Sets a ref, whichever kind it is. */
function assign<E>(ref: Ref<E> | undefined, value: E | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: E | null }).current = value;
}

/**
 * A React component rendering the custom element `spec.tagName`. React 19 would write a property
 * it sees before the element is defined as an attribute (a token in the DOM): here the properties
 * are always set on the element, in the commit that mounts it, before its first render; events are
 * listened to with `addEventListener`, each calling the latest handler.
 */
export function createComponent<E extends HTMLElement, P extends ElementProps<E>>(
  spec: ComponentSpec,
): (props: P) => ReactElement {
  const properties = new Set(spec.properties);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per element at module load (as @lit/react's createComponent), never during a render
  const Component = (props: P): ReactElement => {
    const { ref, children, ...rest } = props as ElementProps<E> & Record<string, unknown>;
    const element = useRef<E | null>(null);
    const handlers = useRef<Record<string, unknown>>({});
    const applied = useRef(new Map<string, unknown>());
    const passed: Record<string, unknown> = {};
    const values = new Map<string, unknown>();
    const listeners: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(rest)) {
      if (properties.has(key)) values.set(key, value);
      else if (Object.hasOwn(spec.events, key)) listeners[spec.events[key] as string] = value;
      else if (Object.hasOwn(spec.attributes, key)) passed[spec.attributes[key] as string] = value;
      else passed[key] = value;
    }

    const setProperties = (node: E): void => {
      const target = node as unknown as Record<string, unknown>;
      for (const name of properties) {
        const value = values.get(name);
        if (applied.current.has(name) && Object.is(applied.current.get(name), value)) continue;
        // A prop taken away clears the property (the element reads null as "none").
        if (value === undefined && !applied.current.has(name)) continue;
        target[name] = value ?? null;
        applied.current.set(name, value);
      }
    };

    // Before the element renders anything: its own React root renders after this commit.
    useLayoutEffect(() => {
      handlers.current = listeners;
      if (element.current) setProperties(element.current);
    });

    useLayoutEffect(() => {
      const node = element.current;
      if (!node) return;
      const removers = Object.values(spec.events).map((name) => {
        const listener = (event: Event) => {
          const handler = handlers.current[name];
          if (typeof handler === 'function') handler(event);
        };
        node.addEventListener(name, listener);
        return () => node.removeEventListener(name, listener);
      });
      return () => {
        for (const remove of removers) remove();
      };
    }, []);

    const attach = useCallback(
      (node: E | null) => {
        element.current = node;
        assign(ref, node);
      },
      [ref],
    );
    return createElement(spec.tagName, { ...passed, ref: attach }, children);
  };
  Object.defineProperty(Component, 'name', { value: `<${spec.tagName}>` });
  return Component;
}
