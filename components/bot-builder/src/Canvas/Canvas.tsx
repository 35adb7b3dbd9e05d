import { useStore } from '@nanostores/react';
import { useT } from '@omnicanal/ui';
import { ReactFlowProvider } from '@xyflow/react';
import type { BuilderStore, Viewer } from '../model/index.ts';
import { Flow } from './Flow.tsx';

export interface CanvasProps {
  store: BuilderStore;
  viewer: Viewer;
}

/** The "Diagramme" region: the open tree drawn top-down, with pan, zoom and a mini map. */
export function Canvas({ store, viewer }: CanvasProps) {
  const t = useT();
  const { bot, channel, treeKey } = useStore(store.$state);
  const root = bot && treeKey ? bot.channels[channel]?.trees[treeKey]?.node : undefined;
  return (
    <section className="oc-canvas" aria-label={t('bot-builder:canvas.label')} part="canvas">
      {bot && root && (
        <ReactFlowProvider>
          <Flow store={store} viewer={viewer} bot={bot} root={root} />
        </ReactFlowProvider>
      )}
    </section>
  );
}
