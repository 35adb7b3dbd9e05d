/*
 * A partner's Angular app. Like the Vue demo it loads the elements from Omnicanal's own origin
 * (`omnicanal.js`, the console elements' autoloader, and `web-chat.js`, the widget): nothing of
 * ours in its bundle. `CUSTOM_ELEMENTS_SCHEMA` lets the template use the `oc-` tags, and `[token]`
 * is a property binding, which Angular always sets as a property: the token never reaches the DOM.
 */
import { Component, CUSTOM_ELEMENTS_SCHEMA, type OnInit, signal } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import { omnicanalServer, sessionToken } from './session';

const server = omnicanalServer();

/**
 * What this app reads of the room in `oc-room-open` (the whole shape is `Room` in the element's
 * typings; this app installs no package of ours, so it names the two fields it shows).
 */
interface OpenedRoom {
  uuid: string;
  infos: { name?: string | null; full_name?: string | null };
}

@Component({
  selector: 'app-root',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <header class="crm-header"><p class="crm-brand">CRM Partenaire (Angular)</p></header>
    <main class="crm-main">
      <section class="crm-card" aria-label="Fiche du visiteur">
        <h1>Fiche du visiteur</h1>
        @if (room(); as opened) {
          <dl>
            <dt>Visiteur</dt>
            <dd>{{ opened.infos.full_name ?? opened.infos.name ?? '—' }}</dd>
            <dt>Conversation</dt>
            <dd>{{ opened.uuid }}</dd>
          </dl>
        } @else {
          <p>Ouvrez une conversation dans la messagerie.</p>
        }
      </section>
      <section class="crm-card" aria-label="Messagerie Omnicanal">
        @if (token(); as signedIn) {
          <oc-agent-inbox
            [attr.api-base]="api"
            [token]="signedIn"
            (oc-room-open)="roomOpened($event)"
            (oc-unauthorized)="token.set(null)"
          ></oc-agent-inbox>
        } @else {
          <oc-auth [attr.api-base]="api" (oc-signed-in)="signedIn($event)"></oc-auth>
        }
      </section>
    </main>
    <!-- The widget, as on a customer's website: visitors of the demo company's skill 1. -->
    <oc-web-chat skill-id="1" [attr.api-base]="api"></oc-web-chat>
  `,
})
class PartnerCrm implements OnInit {
  readonly api = `${server}/api`;
  readonly token = signal<string | null>(null);
  readonly room = signal<OpenedRoom | null>(null);

  async ngOnInit(): Promise<void> {
    this.token.set(await sessionToken());
  }

  roomOpened(event: Event): void {
    this.room.set((event as CustomEvent<{ room: OpenedRoom }>).detail.room);
  }

  signedIn(event: Event): void {
    this.token.set((event as CustomEvent<{ token: string }>).detail.token);
  }
}

bootstrapApplication(PartnerCrm).catch((error: unknown) => console.error(error));

// Loaded from Omnicanal's origin (it answers this page's origin with CORS once listed in
// OMNICANAL_ALLOWED_ORIGINS); the tags above upgrade when their code arrives.
for (const script of ['omnicanal.js', 'web-chat.js']) {
  const tag = document.createElement('script');
  tag.type = 'module';
  tag.src = `${server}/${script}`;
  tag.addEventListener('error', () => console.error(`Omnicanal: ${script} could not load from ${server}`));
  document.head.append(tag);
}
