import type { Customer, User } from '@omnicanal/api';
import { overrideTexts, type TextOverrides } from '@omnicanal/i18n';
import { $session, setCustomer, setToken, setUser } from '@omnicanal/stores';
import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { makeRoot } from './ElementRoot.tsx';

export interface ElementOptions {
  /** The element's own attributes, camelCase (`roomId` is the `room-id` attribute). All strings. */
  attributes?: readonly string[];
  /** CSS texts (imported `?inline`) adopted into the shadow root after the shared tokens. */
  styles?: readonly string[];
  /** i18n namespaces the element needs before its first render (`common` is always loaded). */
  namespaces?: readonly string[];
  /** Version of the build defining it; a second define of another version warns. */
  version?: string;
  /**
   * Loads the signed-in user and the company when a token comes without them (default true): an
   * element alone on a partner's page needs nothing but `api-base` and the token. The sign-in
   * screens, which read neither, say false.
   */
  loadsAccount?: boolean;
}

const COMMON = ['apiBase', 'locale', 'edition'] as const;
/**
 * The one attribute watched only to be taken away: a framework may write the token there before the
 * element is defined. Not part of the contract (the token is a property).
 */
const TOKEN_ATTRIBUTE = 'token';

/** Properties that are not strings: never reflected into attributes (a token in the DOM would leak). */
const PROPERTIES = ['token', 'user', 'customer', 'strings'] as const;

// r2wc's own state, reached through its public registered symbols.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
const toCamel = (attribute: string) => attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

export const BUILD_VERSION: string = import.meta.env?.VITE_OC_VERSION ?? '0.0.0-dev';

type OcConstructor = CustomElementConstructor & { ocVersion?: string };

/**
 * What every React-built element has besides its own attributes: the common attributes as
 * properties, and the session properties. Not strings, so never reflected into attributes (a token
 * in the DOM would leak).
 */
export interface OmnicanalElement extends HTMLElement {
  apiBase: string | undefined;
  locale: string | undefined;
  edition: string | undefined;
  token: string | null;
  user: User | null;
  customer: Customer | null;
  strings: TextOverrides | null;
}

/** The class {@link elementClass} returns; an element's own class extends it. */
export type OmnicanalElementClass = (new () => OmnicanalElement) & { ocVersion: string };

/**
 * The class of a custom element drawn by a React component (ARCHITECTURE.md, "The element
 * contract"): open shadow root with adopted stylesheets, string attributes, `token`/`user`/`customer`
 * properties feeding the shared session, and values set before the upgrade still applied. It is not
 * registered: an element's `define.ts` does that with {@link registerElement}.
 *
 * The contract common to every element is documented here once; the manifest generator
 * (`scripts/manifest/`) adds it to each element's own.
 */
export function elementClass(
  component: ComponentType<Record<string, unknown>>,
  options: ElementOptions = {},
): OmnicanalElementClass {
  const version = options.version ?? BUILD_VERSION;
  const attributes = [...COMMON, ...(options.attributes ?? [])];
  const Root = makeRoot({
    component,
    styles: options.styles ?? [],
    namespaces: options.namespaces ?? [],
    loadsAccount: options.loadsAccount ?? true,
  });
  const props = Object.fromEntries(attributes.map((name) => [name, 'string' as const]));
  // In Node (server rendering, a test runner, a bundler's pre-pass) there is no HTMLElement to
  // extend: the class is still made, on a bare base, so importing an element never throws there.
  // Lit does the same with its DOM shim; a browser always gets r2wc's class.
  const Base = (typeof HTMLElement === 'undefined'
    ? class {}
    : r2wc(Root, { shadow: 'open', props })) as unknown as { new (): HTMLElement };

  /**
   * @attr {string} [api-base=/api] - where the Omnicanal API is; every service base derives from it (`<api-base>/core`, …)
   * @attr {'fr' | 'en'} [locale=fr] - interface language, shared by every Omnicanal element of the page
   * @attr {'hosted' | 'self-hosted'} edition - product edition; without it, the one the server announces
   * @attr {'light' | 'dark' | 'auto'} theme - colour scheme (`auto` follows the reader's system); without it, the page's `color-scheme`; elements inside inherit it
   * @cssproperty [--oc-color-primary=#1f5fbf] - primary actions, links, focus ring (dark: #8ab4f8); set on `:root`, a container or the tag
   * @cssproperty [--oc-color-primary-contrast=#ffffff] - text on the primary colour (dark: #0b1526)
   * @cssproperty [--oc-color-text=#1d2330] - text (dark: #e3e7ee)
   * @cssproperty [--oc-color-muted=#5a6474] - secondary text (dark: #a6b0bf)
   * @cssproperty [--oc-color-border=#d5dae3] - borders and separators (dark: #3b4453)
   * @cssproperty [--oc-color-surface=#ffffff] - panels, fields, buttons (dark: #161a21)
   * @cssproperty [--oc-color-surface-alt=#f4f6fa] - backgrounds behind panels (dark: #1f242d)
   * @cssproperty [--oc-color-danger=#b3261e] - errors and destructive actions (dark: #f28b82)
   * @cssproperty [--oc-color-success=#1b7f3b] - success (dark: #6dd58c)
   * @cssproperty [--oc-color-warning=#8a5a00] - warnings (dark: #e6b455)
   * @cssproperty [--oc-font-family=system-ui] - font family
   * @cssproperty [--oc-radius=6px] - corner radius
   * @cssproperty [--oc-space=8px] - spacing unit
   */
  return class OmnicanalElement extends Base {
    /** @internal The version of the build that made the class, compared by `registerElement`. */
    static ocVersion = version;

    declare apiBase: string | undefined;
    declare locale: string | undefined;
    declare edition: string | undefined;

    constructor() {
      super();
      // A property set on the element before its definition loaded is an own property that hides
      // the accessor: take it off and set it again through the accessor.
      for (const name of [...attributes, ...PROPERTIES]) {
        if (Object.hasOwn(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          (this as unknown as Record<string, unknown>)[name] = value;
        }
      }
    }

    /** The attributes r2wc watches, and `token`, which a framework may write before the upgrade. */
    static get observedAttributes(): string[] {
      const base = (Base as unknown as { observedAttributes?: string[] }).observedAttributes ?? [];
      return [...base, TOKEN_ATTRIBUTE];
    }

    connectedCallback(): void {
      this.#takeTokenAttribute();
      (Base.prototype as unknown as { connectedCallback?: () => void }).connectedCallback?.call(this);
    }

    /**
     * A framework that renders `token={t}` before the element is defined (React 19, Vue) writes it
     * as an attribute, into the DOM where any script or a page snapshot reads it: it is taken into
     * the session and the attribute removed at once.
     */
    #takeTokenAttribute(): void {
      const value = this.getAttribute(TOKEN_ATTRIBUTE);
      if (value === null) return;
      this.removeAttribute(TOKEN_ATTRIBUTE);
      if (value) this.token = value;
    }

    /**
     * r2wc ignores a removed attribute (its value stays): the shell removes `room-id` when the
     * user goes back to the list, so a removal must reach the component as undefined.
     */
    attributeChangedCallback(name: string, previous: string | null, next: string | null): void {
      if (name === TOKEN_ATTRIBUTE) {
        if (next !== null) this.#takeTokenAttribute();
        return;
      }
      const base = Base.prototype as unknown as {
        attributeChangedCallback?: (n: string, p: string | null, v: string | null) => void;
      };
      if (next === null || next === '') {
        const prop = toCamel(name);
        const self = this as unknown as Record<symbol, unknown>;
        const props = self[R2WC_PROPS] as Record<string, unknown> | undefined;
        if (props && attributes.includes(prop) && props[prop] !== undefined) {
          props[prop] = undefined;
          (self[R2WC_RENDER] as (() => void) | undefined)?.call(this);
        }
        return;
      }
      base.attributeChangedCallback?.call(this, name, previous, next);
    }

    /**
     * Bearer token of the signed-in user. Kept in memory only: never reflected into an attribute,
     * never stored. A value set before the element's code loads still applies.
     */
    get token(): string | null {
      return $session.get().token;
    }
    set token(value: string | null) {
      setToken(typeof value === 'string' && value ? value : null);
    }

    /** The signed-in user, when the host already has it (otherwise the element loads it). */
    get user(): User | null {
      return $session.get().user;
    }
    set user(value: User | null) {
      setUser(value ?? null);
    }

    /**
     * A partner's own texts in place of ours, by language and key as the element reads them:
     * `{ fr: { 'settings:skills.title': 'Files d’attente' } }`. They apply to the whole page (every
     * element showing that key), and to texts that load later.
     */
    get strings(): TextOverrides | null {
      return this.#strings;
    }
    set strings(value: TextOverrides | null) {
      this.#strings = value ?? null;
      if (value) overrideTexts(value);
    }
    #strings: TextOverrides | null = null;

    /** The user's company, when the host already has it (otherwise the element loads it when it needs it). */
    get customer(): Customer | null {
      return $session.get().customer;
    }
    set customer(value: Customer | null) {
      setCustomer(value ?? null);
    }
  };
}

/**
 * Registers `tag` with the class `definition`, once: a second build on the page keeps the first definition
 * (and warns when its version differs). Returns the class the tag is defined with.
 */
export function registerElement(
  tag: `oc-${string}`,
  definition: CustomElementConstructor,
): CustomElementConstructor {
  // No registry outside a browser (server rendering): importing `define` there registers nothing.
  if (typeof customElements === 'undefined') return definition;
  const existing = customElements.get(tag) as OcConstructor | undefined;
  if (existing) {
    const version = (definition as OcConstructor).ocVersion;
    if (existing.ocVersion !== version) {
      console.warn(
        `[omnicanal] <${tag}> is already defined by version ${existing.ocVersion}; version ${version} is ignored.`,
      );
    }
    return existing;
  }
  customElements.define(tag, definition);
  return definition;
}

/** {@link elementClass} and {@link registerElement} in one call, for an element without a class of its own. */
export function defineElement(
  tag: `oc-${string}`,
  component: ComponentType<Record<string, unknown>>,
  options: ElementOptions = {},
): CustomElementConstructor {
  return registerElement(tag, elementClass(component, options));
}
