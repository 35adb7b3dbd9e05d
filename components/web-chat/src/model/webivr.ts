import type {
  WebivrSubmissionAnswer,
  WebivrVisitorFaq,
  WebivrVisitorForm,
  WebivrVisitorSession,
} from '@omnicanal/api';
import { ApiRequestError } from '@omnicanal/api/errors';
import { createHttpClient } from '@omnicanal/api/http';
import {
  type AnswerProblem,
  callbackProblems,
  checkAnswers,
  type FormAnswers,
  type WalkItem,
  type WalkScreen,
  type WalkTarget,
  WebivrMenuWalker,
} from '@omnicanal/core/webivr';

/*
 * A visitor's walk through a published web IVR menu (issue 18): the session, the page shown, the
 * pages behind it (Back), the FAQ, form or callback opened, and the calls that record each step.
 * Plain state; view/webivr.ts draws it. The walker and the answers' rules are core's, as the
 * server's.
 */

/** Where the menu's hand-off to chat goes: the session and the messaging node clicked. */
export interface HandOff {
  session: string;
  node: string;
}

/** What the menu shows now. */
export type MenuView =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'screen'; screen: WalkScreen }
  | { kind: 'faq'; item: WalkItem & { kind: 'faq' }; faq: WebivrVisitorFaq | null }
  | {
      kind: 'form';
      item: WalkItem & { kind: 'form' };
      form: WebivrVisitorForm | null;
      errors: Record<string, string>;
      sending: boolean;
    }
  | {
      kind: 'callback';
      item: WalkItem & { kind: 'callback' | 'messaging' | 'api' };
      errors: Record<string, string>;
      sending: boolean;
    }
  | { kind: 'called' }
  | { kind: 'end' };

export interface MenuOptions {
  /** `<api-base>/guests`. */
  base: string;
  entryPoint: number;
  /** Called after every change of `view`. */
  changed: () => void;
  /** The visitor asked for a person: the widget opens its chat carrying the session and node. */
  chat: (handOff: HandOff) => void;
}

/** The stable code of a refused call's field errors (`answers.<id>`, `phone`…), by field. */
function fieldErrors(error: unknown, prefix = ''): Record<string, string> | null {
  if (!(error instanceof ApiRequestError)) return null;
  const out: Record<string, string> = {};
  for (const [path, codes] of Object.entries(error.error.fields ?? {}))
    if (path.startsWith(prefix) && codes[0]) out[path.slice(prefix.length)] = codes[0];
  return Object.keys(out).length > 0 ? out : null;
}

/** One visitor's menu: started once, then driven by the view's clicks. */
export class WebivrMenu {
  view: MenuView = { kind: 'loading' };
  /** The views behind the current one, for Back. */
  private back: MenuView[] = [];
  private session: WebivrVisitorSession | null = null;
  private walker: WebivrMenuWalker | null = null;
  private readonly http;

  constructor(private readonly options: MenuOptions) {
    this.http = createHttpClient({ base: () => options.base, token: () => null });
  }

  get canGoBack(): boolean {
    return this.back.length > 0;
  }

  private show(view: MenuView, remember = true): void {
    if (remember && this.view.kind !== 'loading' && this.view.kind !== 'failed') this.back.push(this.view);
    this.view = view;
    this.options.changed();
  }

  private path(suffix: string): string {
    return `/webivr/sessions/${this.session?.session_id}${suffix}`;
  }

  /** Records that the visitor reached `node`; a lost step never stops the visitor. */
  private step(node: string): void {
    if (this.session) void this.http.post(this.path('/steps'), { node }).catch(() => undefined);
  }

  /** Starts the session and shows the entry point's first page. */
  async start(): Promise<void> {
    try {
      const session = (await this.http.post('/webivr/sessions', {
        entry_point: this.options.entryPoint,
      })) as WebivrVisitorSession;
      this.session = session;
      this.walker = new WebivrMenuWalker(session.menu.nodes);
      const screen = session.node ? this.walker.screen(session.node) : this.walker.start(session.tree);
      if (!screen) {
        this.show({ kind: 'end' }, false);
        return;
      }
      this.step(screen.page);
      this.show({ kind: 'screen', screen }, false);
    } catch {
      this.show({ kind: 'failed' }, false);
    }
  }

  /** Back to the previous view. */
  goBack(): void {
    const previous = this.back.pop();
    if (previous) this.show(previous, false);
  }

  /** Whether the calendar of the routing node right under `node` was open when the visit began. */
  private open(node: string): boolean {
    const routing = this.session?.menu.nodes.find((n) => n.parent === node && n.action === 'routing');
    return routing ? (this.session?.routing[routing.id] ?? false) : true;
  }

  /** The visitor clicked an item of the page. */
  choose(item: WalkItem): void {
    this.step(item.node);
    if (item.kind === 'choice') this.go(this.walker?.follow(item.node, { open: this.open(item.node) }));
    else this.act(item);
  }

  private go(target: WalkTarget | undefined): void {
    if (target?.kind === 'screen') {
      this.step(target.screen.page);
      this.show({ kind: 'screen', screen: target.screen });
      return;
    }
    if (target?.kind === 'item') {
      this.step(target.item.node);
      this.act(target.item);
      return;
    }
    this.show({ kind: 'end' });
  }

  private act(item: WalkItem): void {
    switch (item.kind) {
      case 'faq':
        this.show({ kind: 'faq', item, faq: null });
        void this.http.get(this.path(`/faqs/${item.faq}`)).then(
          (faq) => this.replace({ kind: 'faq', item, faq: faq as WebivrVisitorFaq }),
          () => this.replace({ kind: 'failed' }),
        );
        return;
      case 'form':
        this.show({ kind: 'form', item, form: null, errors: {}, sending: false });
        void this.http.get(this.path(`/forms/${item.form}`)).then(
          (form) =>
            this.replace({ kind: 'form', item, form: form as WebivrVisitorForm, errors: {}, sending: false }),
          () => this.replace({ kind: 'failed' }),
        );
        return;
      case 'callback':
        this.show({ kind: 'callback', item, errors: {}, sending: false });
        return;
      case 'messaging':
        if (this.session) this.options.chat({ session: this.session.session_id, node: item.node });
        return;
      case 'link':
      case 'choice':
      case 'text':
        return;
      default:
        this.show({ kind: 'end' });
    }
  }

  /** Changes the current view in place (an answer arrived for it). */
  private replace(view: MenuView): void {
    this.view = view;
    this.options.changed();
  }

  /** Sends the form's answers: checked here as the server checks them, then sent. */
  async submitForm(answers: FormAnswers): Promise<void> {
    const view = this.view;
    if (view.kind !== 'form' || !view.form || view.sending) return;
    const { problems } = checkAnswers(view.form.fields, answers);
    if (Object.keys(problems).length > 0) {
      this.replace({ ...view, errors: problems });
      return;
    }
    this.replace({ ...view, errors: {}, sending: true });
    try {
      const { outcome } = (await this.http.post(this.path(`/forms/${view.form.id}`), {
        node: view.item.node,
        answers,
      })) as WebivrSubmissionAnswer;
      // Back from what follows finds the form as it was before sending, not stuck sending.
      this.view = { ...view, errors: {} };
      this.go(this.walker?.follow(view.item.node, { form: outcome }));
    } catch (error) {
      this.replace({ ...view, sending: false, errors: fieldErrors(error, 'answers.') ?? { '': 'unknown' } });
    }
  }

  /** Sends a callback request: a number and a slot (an instant on the quarter hour). */
  async submitCallback(phone: string, slot: string): Promise<void> {
    const view = this.view;
    if (view.kind !== 'callback' || view.sending) return;
    const problems: Partial<Record<string, AnswerProblem>> = callbackProblems(phone, slot, new Date());
    if (Object.keys(problems).length > 0) {
      this.replace({ ...view, errors: problems as Record<string, string> });
      return;
    }
    this.replace({ ...view, errors: {}, sending: true });
    try {
      await this.http.post(this.path('/callbacks'), { node: view.item.node, phone, slot });
      this.show({ kind: 'called' });
    } catch (error) {
      this.replace({ ...view, sending: false, errors: fieldErrors(error) ?? { '': 'unknown' } });
    }
  }
}
