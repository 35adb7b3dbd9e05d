/*
 * A key account's portal, as its owner would write it: no build, no import of ours. The token is
 * typed once, kept in memory and handed to <oc-stats-dashboard>'s `token` property; the companies
 * it may read come from GET /api/stats/key-account. A reload means typing it again.
 */

const form = document.getElementById('portal-sign-in');
const input = document.getElementById('portal-token');
const error = document.getElementById('portal-error');
const portal = document.getElementById('portal');
const label = document.getElementById('portal-label');
const company = document.getElementById('portal-company');
const view = document.getElementById('portal-view');
const dashboard = document.querySelector('oc-stats-dashboard');

function show(token, account) {
  label.textContent = `Compte clé : ${account.label}`;
  company.replaceChildren(
    ...account.companies.map((c) => {
      const option = document.createElement('option');
      option.value = String(c.id);
      option.textContent = c.name;
      return option;
    }),
  );
  dashboard.setAttribute('company-id', company.value);
  dashboard.setAttribute('view', view.value);
  dashboard.token = token;
  form.hidden = true;
  portal.hidden = false;
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  error.hidden = true;
  const token = input.value.trim();
  const answer = await fetch('/api/stats/key-account', { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok) {
    error.textContent = 'Ce jeton n’ouvre aucun tableau de bord.';
    error.hidden = false;
    return;
  }
  input.value = '';
  show(token, await answer.json());
});

company.addEventListener('change', () => dashboard.setAttribute('company-id', company.value));
view.addEventListener('change', () => dashboard.setAttribute('view', view.value));
document.getElementById('portal-sign-out').addEventListener('click', () => {
  dashboard.token = null;
  portal.hidden = true;
  form.hidden = false;
});
