/*
 * The partner's own script, as a partner would write it: no build, no import of ours. The token
 * from <oc-auth> goes straight to the inbox's `token` property and nowhere else, so this page's
 * storage never holds Omnicanal credentials; a reload means signing in again.
 */

const signIn = document.getElementById('inbox-sign-in');
const slot = document.getElementById('inbox-slot');
const template = document.getElementById('inbox-template');
const signOut = document.getElementById('inbox-sign-out');

/** Shows the inbox with `token`; the element may still be loading: the property waits for it. */
function showInbox(token) {
  const inbox = document.importNode(template.content.firstElementChild, true);
  inbox.token = token;
  slot.replaceChildren(inbox);
  signIn.hidden = true;
  signOut.hidden = false;
}

/** Back to the sign-in form; the inbox and its connection go away with the token. */
function showSignIn() {
  const inbox = slot.querySelector('oc-agent-inbox');
  if (inbox) inbox.token = null;
  slot.replaceChildren();
  signIn.hidden = false;
  signOut.hidden = true;
}

document.addEventListener('oc-signed-in', (event) => {
  const token = event.detail?.token;
  if (typeof token === 'string' && token) showInbox(token);
});

// The inbox says when its token is missing or refused (expired): sign in again.
document.addEventListener('oc-unauthorized', showSignIn);

signOut.addEventListener('click', showSignIn);
