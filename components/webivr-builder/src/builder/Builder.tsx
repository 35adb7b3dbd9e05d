import { useStore } from '@nanostores/react';
import { createWebivrNode } from '@omnicanal/api';
import { useEmit } from '@omnicanal/element';
import { $user, api } from '@omnicanal/stores';
import { Screen, useT } from '@omnicanal/ui';
import { ReactFlowProvider } from '@xyflow/react';
import { type ReactElement, useCallback, useEffect, useMemo, useState } from 'react';
import { paths } from '../model/views.ts';
import { Canvas } from './Canvas.tsx';
import { BuilderContext, type BuilderContextValue, useBuilder } from './context.ts';
import { shownTree, skillServices } from './model/builder.ts';
import { createBuilderStore } from './model/store.ts';
import { NodePanel } from './NodePanel.tsx';
import { Toolbar } from './Toolbar.tsx';
import { UnvalidatedList } from './UnvalidatedList.tsx';

/** What the builder shows: an account's version, one of its trees, one node selected. */
export interface BuilderProps {
  account: number;
  version: number;
  tree?: string;
  node?: string;
}

interface SkillRow {
  id: number;
  name: string;
  services?: { kind: string }[];
}

/**
 * The canvas of a version's trees, its toolbar, the unvalidated nodes and the selected node's form.
 * The address follows the tree and node shown (`oc-navigate`); the page sets `tree-id` and
 * `node-id` back, and the builder follows them too.
 */
export function Builder({ account, version, tree, node }: BuilderProps): ReactElement {
  const t = useT();
  const emit = useEmit();
  const user = useStore($user);
  const store = useMemo(() => createBuilderStore(api('webivr'), account, version), [account, version]);
  const menu = useStore(store.$menu);
  const info = useStore(store.$account);
  const loadError = useStore(store.$loadError);
  const editError = useStore(store.$editError);
  const readOnly = useStore(store.$readOnly);
  const selection = useStore(store.$selection);
  const [treeChoice, setTreeChoice] = useState<string | null>(tree ?? null);
  const [skills, setSkills] = useState<SkillRow[]>([]);

  useEffect(() => {
    void store.load();
  }, [store]);
  useEffect(() => {
    let live = true;
    api('core')
      .get<SkillRow[]>('/skills/')
      .then((list) => live && setSkills(Array.isArray(list) ? list : []))
      .catch(() => live && setSkills([]));
    return () => {
      live = false;
    };
  }, []);
  // The page's address names the tree and node: follow it when it changes.
  useEffect(() => setTreeChoice(tree ?? null), [tree]);
  useEffect(() => store.select(node ?? null), [store, node]);

  const shown = menu ? shownTree(menu, treeChoice, selection) : null;
  const navigate = useCallback((path: string) => void emit('oc-navigate', { path }), [emit]);
  const selectNode = useCallback(
    (id: string | null, inTree?: string) => {
      store.select(id);
      const current = store.$menu.get();
      const where = inTree ?? (id ? current?.nodes.find((n) => n.id === id)?.tree : undefined);
      if (where) setTreeChoice(where);
      const treeId = where ?? (current ? shownTree(current, treeChoice) : null);
      navigate(paths.builder(version, account, treeId ?? undefined, id ?? undefined));
    },
    [store, navigate, version, account, treeChoice],
  );
  const showTree = useCallback(
    (id: string) => {
      setTreeChoice(id);
      store.select(null);
      navigate(paths.builder(version, account, id));
    },
    [store, navigate, version, account],
  );
  const context = useMemo<BuilderContextValue>(
    () => ({
      store,
      role: user?.user_role ?? 'agent',
      services: skillServices(skills, info?.skill),
      skills: skills.map(({ id, name }) => ({ id, name })),
      selectNode,
      showTree,
      navigate,
    }),
    [store, user?.user_role, skills, info?.skill, selectNode, showTree, navigate],
  );

  const title = info
    ? t('webivr-builder:builder.title_of', { label: info.label })
    : t('webivr-builder:builder.title');
  if (loadError)
    return (
      <Screen title={t('webivr-builder:builder.title')}>
        <p role="alert" className="notice">
          {t(`webivr-builder:errors.${loadError.code === 'not_found' ? 'not_found' : 'load_failed'}`)}
        </p>
      </Screen>
    );
  const selected = selection ? menu?.nodes.find((n) => n.id === selection) : undefined;
  const treeNodes = shown ? (menu?.nodes.filter((n) => n.tree === shown).length ?? 0) : 0;
  return (
    <BuilderContext.Provider value={context}>
      <Screen title={title} intro={readOnly && info ? t('webivr-builder:read_only') : undefined}>
        {!menu ? (
          <p role="status" className="notice">
            {t('webivr-builder:loading')}
          </p>
        ) : (
          <>
            <Toolbar tree={shown} />
            {editError && (
              <p role="alert" className="wb-refusal">
                {t(`webivr-builder:errors.${editError.code}`, {
                  defaultValue: t('webivr-builder:errors.failed'),
                })}{' '}
                <button type="button" onClick={store.clearEditError}>
                  {t('webivr-builder:dismiss')}
                </button>
              </p>
            )}
            <div className="wb-layout">
              <UnvalidatedList />
              <div className="wb-canvas">
                {shown === null ? (
                  <p className="notice">{t('webivr-builder:trees.empty_version')}</p>
                ) : treeNodes === 0 ? (
                  <FirstPage tree={shown} />
                ) : (
                  <ReactFlowProvider>
                    <Canvas tree={shown} />
                  </ReactFlowProvider>
                )}
              </div>
              <div className="wb-side">
                {selected ? (
                  <NodePanel key={selected.id} node={selected} />
                ) : (
                  <p className="wb-note">{t('webivr-builder:panel.pick')}</p>
                )}
              </div>
            </div>
          </>
        )}
      </Screen>
    </BuilderContext.Provider>
  );
}

/** An empty tree: its first node must be a page (spec 001 §5). */
function FirstPage({ tree }: { tree: string }) {
  const t = useT();
  const { store, selectNode } = useBuilder();
  const readOnly = useStore(store.$readOnly);
  const busy = useStore(store.$busy);
  if (readOnly) return <p className="notice">{t('webivr-builder:trees.empty')}</p>;
  const add = async () => {
    const made = await store.edit(() =>
      createWebivrNode(store.http, store.account, {
        tree,
        parent: null,
        action: 'page',
        label: '',
        validated: false,
        data: {},
      }),
    );
    if (made.ok) selectNode(made.value.id, tree);
  };
  return (
    <div className="notice wb-first">
      <p>{t('webivr-builder:trees.empty')}</p>
      <button type="button" className="primary" disabled={busy} onClick={() => void add()}>
        {t('webivr-builder:trees.first_page')}
      </button>
    </div>
  );
}
