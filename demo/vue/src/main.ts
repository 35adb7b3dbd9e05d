/*
 * A partner's Vue 3 app. The elements come from Omnicanal's own origin, as a partner includes them
 * without installing anything: `omnicanal.js` (the console elements' autoloader: each element's
 * code loads when its tag appears) and `web-chat.js` (the widget). They always match the server
 * they talk to, and the partner's bundle carries none of them. The app renders with `h()`: no
 * runtime template compiler, which would need `unsafe-eval`.
 */
import type { Room } from '@omnicanal/agent-inbox';
import { createApp, defineComponent, h, onMounted, ref } from 'vue';
import { omnicanalServer, sessionToken } from './session.ts';

const server = omnicanalServer();
const api = `${server}/api`;

const App = defineComponent({
  name: 'PartnerCrm',
  setup() {
    const token = ref<string | null>(null);
    const room = ref<Room | null>(null);
    onMounted(async () => {
      token.value = await sessionToken();
    });

    const record = () =>
      room.value
        ? h('dl', [
            h('dt', 'Visiteur'),
            h('dd', room.value.infos.full_name ?? room.value.infos.name ?? '—'),
            h('dt', 'Conversation'),
            h('dd', room.value.uuid),
          ])
        : h('p', 'Ouvrez une conversation dans la messagerie.');

    // The element's code may load after this render: `.token` makes Vue set the property
    // (never the attribute) whether the tag is defined yet or not; the element takes a value set
    // before its upgrade. (`^token` would force the attribute: the token would land in the DOM.)
    const messaging = () =>
      token.value
        ? h('oc-agent-inbox', {
            'api-base': api,
            '.token': token.value,
            onOcRoomOpen: (event: CustomEvent<{ room: Room }>) => {
              room.value = event.detail.room;
            },
            onOcUnauthorized: () => {
              token.value = null;
            },
          })
        : h('oc-auth', {
            'api-base': api,
            onOcSignedIn: (event: CustomEvent<{ token: string }>) => {
              token.value = event.detail.token;
            },
          });

    return () => [
      h('header', { class: 'crm-header' }, [h('p', { class: 'crm-brand' }, 'CRM Partenaire (Vue)')]),
      h('main', { class: 'crm-main' }, [
        h('section', { class: 'crm-card', 'aria-label': 'Fiche du visiteur' }, [
          h('h1', 'Fiche du visiteur'),
          record(),
        ]),
        h('section', { class: 'crm-card', 'aria-label': 'Messagerie Omnicanal' }, [messaging()]),
      ]),
      // The widget, as on a customer's website: visitors of the demo company's skill 1.
      h('oc-web-chat', { 'skill-id': '1', 'api-base': api }),
    ];
  },
});

createApp(App).mount('#app');

// Loaded from Omnicanal's origin (it answers this page's origin with CORS once listed in
// OMNICANAL_ALLOWED_ORIGINS); the tags above upgrade when their code arrives.
for (const script of ['omnicanal.js', 'web-chat.js']) {
  import(/* @vite-ignore */ `${server}/${script}`).catch((error: unknown) => {
    console.error(`Omnicanal: ${script} could not load from ${server}`, error);
  });
}
