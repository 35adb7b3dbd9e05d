import type { WireBot } from '@omnicanal/api';
import type { BotNode, NodeCommon, NodePayload } from '@omnicanal/core/bot';

/** The demo bot of skill Support. */
export const DEMO_BOT_ID = 'main';
/** Key of the demo bot's initial web tree, opened by the demo entry point. */
export const DEMO_WELCOME_TREE = 'accueil';
/** Key of the demo bot's opening-hours tree. */
export const DEMO_HOURS_TREE = 'horaires';

/** A node without its links and tag, which `demoBot` fills in. */
type Spec = Omit<NodeCommon, 'key' | 'parent' | 'childs' | 'tag'> & NodePayload;

/**
 * The demo bot (spec 001 §3): a welcome tree offering two choices (an agent, or an order number
 * asked for and checked) and an opening-hours tree routed on the schedule rule `ruleId`. Both trees
 * open on an entrypoint node, as the builder creates them.
 */
export function demoBot(ruleId: number): WireBot {
  const specs: [key: string, parent: string | null, node: Spec][] = [
    ['accueil-debut', null, { action: 'entrypoint' }],
    [
      'accueil-bouton',
      'accueil-debut',
      {
        action: 'button',
        data: { title: '' },
        txt: 'Bonjour ! Que souhaitez-vous faire ?',
        uuid: 'accueil-bouton',
        customData: { action: 'button' },
        title: '',
      },
    ],
    [
      'choix-conseiller',
      'accueil-bouton',
      {
        action: 'choice',
        data: { title: 'Parler à un conseiller' },
        uuid: 'choix-conseiller',
        customData: { action: 'choice' },
        title: 'Parler à un conseiller',
      },
    ],
    [
      'conseiller',
      'choix-conseiller',
      { action: 'console', txt: 'Je vous mets en relation avec un conseiller.' },
    ],
    [
      'choix-commande',
      'accueil-bouton',
      {
        action: 'choice',
        data: { title: 'Suivre ma commande' },
        uuid: 'choix-commande',
        customData: { action: 'choice' },
        title: 'Suivre ma commande',
      },
    ],
    ['commande', 'choix-commande', { action: 'input', txt: 'Quel est votre numéro de commande ?' }],
    ['commande-ok', 'commande', { action: 'input_check', data: { words: ['commande', 'numéro'] } }],
    [
      'commande-erreur',
      'commande',
      { action: 'input_error', data: { txt: "Je n'ai pas compris." }, txt: "Je n'ai pas compris." },
    ],
    ['horaires-debut', null, { action: 'entrypoint' }],
    ['horaires-regle', 'horaires-debut', { action: 'chronos', data: { rule: ruleId } }],
  ];
  const nodes: Record<string, BotNode> = {};
  specs.forEach(([key, parent, spec], index) => {
    nodes[key] = { ...spec, key, parent, childs: [], tag: String(index + 1) } as BotNode;
  });
  for (const [key, parent] of specs) if (parent) nodes[parent]?.childs.push(key);
  return {
    identifier: DEMO_BOT_ID,
    nodes,
    channels: {
      web: {
        trees: {
          [DEMO_WELCOME_TREE]: {
            key: DEMO_WELCOME_TREE,
            title: 'Accueil',
            node: 'accueil-debut',
            kind: 'init',
          },
          [DEMO_HOURS_TREE]: { key: DEMO_HOURS_TREE, title: 'Horaires', node: 'horaires-debut', kind: null },
        },
        triggers: [],
      },
    },
    node_max_counter: specs.length,
    dialogflow: {},
  };
}
