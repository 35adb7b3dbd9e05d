import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { Canvas } from './Canvas/Canvas.tsx';
import { type BuilderStore, deleteNode, type Viewer } from './model/index.ts';
import { Notices } from './Notices.tsx';
import { LintPanel, NodePanel, SearchBox, TestPanel } from './panels/index.ts';
import type { Command } from './Toolbar/shortcuts.ts';
import { Toolbar } from './Toolbar/Toolbar.tsx';
import { useShortcuts } from './Toolbar/useShortcuts.ts';
import { EmptyChannel } from './TreeList/EmptyChannel.tsx';
import { TreeList } from './TreeList/TreeList.tsx';

export interface EditorProps {
  store: BuilderStore;
  viewer: Viewer;
}

/** The loaded builder: toolbar, trees, diagram, side panels, and the keyboard shortcuts. */
export function Editor({ store, viewer }: EditorProps) {
  const { bot, channel, treeKey, selection } = useStore(store.$state);
  const [testOpen, setTestOpen] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  const problems = useRef<HTMLDivElement>(null);
  const hasTrees = Object.keys(bot?.channels[channel]?.trees ?? {}).length > 0;

  const save = () => {
    const current = store.$state.get();
    if (!current.bot || current.saving) return;
    // The store stops a bot with problems before any call; the problems list is then brought in view.
    void store.save().then(() => {
      if (store.$state.get().invalid) problems.current?.scrollIntoView?.({ block: 'nearest' });
    });
  };
  const rootOfOpenTree = () => {
    const s = store.$state.get();
    return s.treeKey ? (s.bot?.channels[s.channel]?.trees[s.treeKey]?.node ?? null) : null;
  };
  const paste = () => {
    const parent = store.$state.get().selection ?? rootOfOpenTree();
    if (parent) store.pasteInto(parent);
  };

  const onKeyDown = useShortcuts((command: Command) => {
    switch (command) {
      case 'save':
        save();
        return true;
      case 'undo':
        store.undo();
        return true;
      case 'redo':
        store.redo();
        return true;
      case 'copy':
        store.copySelection();
        return true;
      case 'paste':
        paste();
        return true;
      case 'search':
        search.current?.focus();
        return true;
      case 'delete': {
        const key = store.$state.get().selection;
        if (!key) return false;
        store.apply((b) => deleteNode(b, key));
        return true;
      }
    }
  });

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: shortcuts of the whole builder, each also a button
    <div className="oc-editor" onKeyDown={onKeyDown}>
      <Toolbar
        store={store}
        onSave={save}
        onCopy={() => store.copySelection()}
        onPaste={paste}
        testOpen={testOpen}
        onToggleTest={() => setTestOpen((open) => !open)}
      />
      <Notices store={store} />
      <TreeList store={store} />
      {hasTrees && treeKey ? <Canvas store={store} viewer={viewer} /> : <EmptyChannel store={store} />}
      <div className="oc-side" part="panels">
        <SearchBox store={store} viewer={viewer} inputRef={search} />
        {selection && <NodePanel store={store} viewer={viewer} />}
        {testOpen && <TestPanel store={store} viewer={viewer} onClose={() => setTestOpen(false)} />}
        <div ref={problems}>
          <LintPanel store={store} viewer={viewer} />
        </div>
      </div>
    </div>
  );
}
