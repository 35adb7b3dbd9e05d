/**
 * WhatsApp limits (spec 001 §4, §5, §9). The spec gives two readings for most limits (form logic vs
 * message text, or §4 vs §5/§9); ARCHITECTURE says to implement the stricter one as a named constant,
 * so every constant below is the smaller value and its comment names both readings.
 */
import type { Bot, BotNode } from './model.ts';
import { nodeTitle } from './model.ts';

/** Choices under a node: 2 (§4) vs 3 (§5, §9). Stricter: 2. */
export const WHATSAPP_MAX_CHOICES = 2;
/** Choices in a list picker: 9 (§4) vs 10 (§5, §9). Stricter: 9. */
export const WHATSAPP_MAX_LIST_CHOICES = 9;
/** Button subtitle: 20 (form logic) vs 19 (message too-long-19). Stricter: 19. */
export const WHATSAPP_BUTTON_SUBTITLE_MAX = 19;
/** Choice subtitle under a button parent: 72 (form logic) vs 71 (message too-long-71). Stricter: 71. */
export const WHATSAPP_CHOICE_SUBTITLE_MAX = 71;
/** Button title when the parent is not a choice: 20 (single reading, §5 and §9). */
export const WHATSAPP_BUTTON_TITLE_MAX = 20;
/** Button title under a choice parent: 24 (form logic) vs 23 (message too-long-23). Stricter: 23. */
export const WHATSAPP_BUTTON_TITLE_UNDER_CHOICE_MAX = 23;
/** Choice title: 23 (single reading, §5). */
export const WHATSAPP_CHOICE_TITLE_MAX = 23;

/** Message keys; the three `too-long-19/23/71` ones are spelled as in §8. */
export const WHATSAPP_MESSAGES = {
  buttonSubtitleRequired: 'diagram.actions.forms.button.subtitle.error-required-msg',
  buttonSubtitleTooLong: 'diagram.actions.forms.button.subtitle.error-too-long-19-msg',
  choiceSubtitleTooLong: 'diagram.actions.forms.choice.subtitle.error-too-long-71-msg',
  buttonTitleTooLong: 'diagram.actions.forms.button.title.error-too-long-20-msg',
  buttonTitleUnderChoiceTooLong: 'diagram.actions.forms.button.title.error-too-long-23-msg',
  choiceTitleTooLong: 'diagram.actions.forms.choice.title.error-too-long-23-msg',
  tooManyChoices: 'diagram.actions.forms.button.choices.error-too-many-2-msg',
  tooManyListChoices: 'diagram.actions.forms.button.choices.error-too-many-9-msg',
} as const;
export type WhatsappMessage = (typeof WHATSAPP_MESSAGES)[keyof typeof WHATSAPP_MESSAGES];

/** One WhatsApp problem of a node field. */
export interface WhatsappProblem {
  node: string;
  field: 'title' | 'subtitle' | 'childs';
  message: WhatsappMessage;
}

/**
 * Is the button a list picker (`customData.list`)? Plain reply buttons take at most
 * {@link WHATSAPP_MAX_CHOICES} choices, a list up to {@link WHATSAPP_MAX_LIST_CHOICES}. "Subtitle required
 * for lists over 3 choices" becomes, in the stricter reading, required for every list.
 */
export function isListPicker(button: BotNode): boolean {
  return button.customData?.list === true;
}

/** Character count as the user sees it (code points, not UTF-16 units). */
const length = (s: string | undefined): number => [...(s ?? '')].length;

/** WhatsApp problems of one node (empty when the node is fine). */
export function whatsappProblems(bot: Bot, nodeId: string): WhatsappProblem[] {
  const node = bot.nodes[nodeId];
  if (!node) return [];
  const problems: WhatsappProblem[] = [];
  const add = (field: WhatsappProblem['field'], message: WhatsappMessage) =>
    problems.push({ node: nodeId, field, message });
  const parent = node.parent ? bot.nodes[node.parent] : undefined;
  const title = nodeTitle(node);
  if (node.action === 'button') {
    const list = isListPicker(node);
    if (list && length(node.subtitle) === 0) add('subtitle', WHATSAPP_MESSAGES.buttonSubtitleRequired);
    if (length(node.subtitle) > WHATSAPP_BUTTON_SUBTITLE_MAX) {
      add('subtitle', WHATSAPP_MESSAGES.buttonSubtitleTooLong);
    }
    if (parent?.action === 'choice') {
      if (length(title) > WHATSAPP_BUTTON_TITLE_UNDER_CHOICE_MAX) {
        add('title', WHATSAPP_MESSAGES.buttonTitleUnderChoiceTooLong);
      }
    } else if (length(title) > WHATSAPP_BUTTON_TITLE_MAX) {
      add('title', WHATSAPP_MESSAGES.buttonTitleTooLong);
    }
    const choices = node.childs.filter((k) => bot.nodes[k]?.action === 'choice').length;
    if (choices > WHATSAPP_MAX_LIST_CHOICES) add('childs', WHATSAPP_MESSAGES.tooManyListChoices);
    else if (!list && choices > WHATSAPP_MAX_CHOICES) add('childs', WHATSAPP_MESSAGES.tooManyChoices);
  }
  if (node.action === 'choice') {
    if (length(title) > WHATSAPP_CHOICE_TITLE_MAX) add('title', WHATSAPP_MESSAGES.choiceTitleTooLong);
    if (parent?.action === 'button' && length(node.subtitle) > WHATSAPP_CHOICE_SUBTITLE_MAX) {
      add('subtitle', WHATSAPP_MESSAGES.choiceSubtitleTooLong);
    }
  }
  return problems;
}
