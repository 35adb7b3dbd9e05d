import { useStore } from '@nanostores/react';
import { isEdition, isLocale } from '@omnicanal/core';
import { hasNamespaces, loadNamespaces } from '@omnicanal/i18n';
import { $locale, $session, loadAccount, setApiBase, setEdition, setLocale } from '@omnicanal/stores';
import { TOKENS_CSS } from '@omnicanal/ui';
import { type ComponentType, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { ElementContext } from './context.ts';
import { adoptStyles } from './stylesheets.ts';

/** Attributes every element understands (ARCHITECTURE.md, "The element contract"). */
export interface CommonAttributes {
  apiBase?: string;
  locale?: string;
  edition?: string;
}

interface RootProps extends CommonAttributes {
  container?: ShadowRoot;
  [key: string]: unknown;
}

export interface RootSettings {
  component: ComponentType<Record<string, unknown>>;
  styles: readonly string[];
  namespaces: readonly string[];
  /** Load the user and the company when a token comes without them (see `ElementOptions`). */
  loadsAccount: boolean;
}

/** Wraps an element's component: styles, shared configuration from attributes, texts, context. */
export function makeRoot(settings: RootSettings) {
  const css = [TOKENS_CSS, ...settings.styles];
  const namespaces = ['common', ...settings.namespaces];
  const Component = settings.component;

  // biome-ignore lint/correctness/noComponentHookFactories: one root component per element definition, made once at define time
  return function ElementRoot(props: RootProps) {
    const { container, apiBase, locale, edition, ...own } = props;
    const root = container as ShadowRoot;
    const current = useStore($locale);
    const { token, user } = useStore($session);
    const [ready, setReady] = useState(() => hasNamespaces(namespaces));

    useLayoutEffect(() => adoptStyles(root, css), [root]);
    // Attributes feed the page-wide stores: the last element to say wins, as for any shared setting.
    useLayoutEffect(() => {
      if (apiBase) setApiBase(apiBase);
    }, [apiBase]);
    useLayoutEffect(() => {
      if (isLocale(locale)) setLocale(locale);
    }, [locale]);
    useLayoutEffect(() => {
      if (isEdition(edition)) setEdition(edition);
    }, [edition]);
    // biome-ignore lint/correctness/useExhaustiveDependencies: a new language needs its texts loaded
    useLayoutEffect(() => {
      let alive = true;
      void loadNamespaces(namespaces).then(() => alive && setReady(true));
      return () => {
        alive = false;
      };
    }, [current]);

    // An element on a partner's page gets only `api-base` and a token: it loads the user and the
    // company itself (once per token for every element of the page; a host that set `user` and
    // `customer` saves the call). A refused token clears the session, and the element says so.
    useEffect(() => {
      if (settings.loadsAccount && token && !user) loadAccount().catch(() => undefined);
    }, [token, user]);

    const context = useMemo(() => ({ host: root.host as HTMLElement, root }), [root]);
    if (!ready) return null;
    return (
      <ElementContext.Provider value={context}>
        <Component {...own} />
      </ElementContext.Provider>
    );
  };
}
