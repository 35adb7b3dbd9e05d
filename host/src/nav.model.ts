import type { Edition } from '@omnicanal/core';
import { type GuardContext, isAllowed, isWithin, match } from './router.model.ts';
import { NAV_LINKS, type NavLink, type RouteDef } from './routes.ts';

/**
 * The side navigation, the logo and the product chat widget as plain functions (spec 000 §2, Shell).
 */

type NavContext = Omit<GuardContext, 'url'>;

/**
 * spec 000 §2: in the self-hosted edition a link also needs a matching service of the customer
 * (and for some, a skill of the user's own). A customer that declares no service at all is not
 * restricted this way: the reference deployment lists none, and would otherwise show no link.
 */
function servicesAllow(link: NavLink, ctx: NavContext): boolean {
  if (ctx.edition !== 'self-hosted' || !link.needs) return true;
  const kinds = new Set((ctx.customer?.services ?? []).map((service) => service.kind));
  if (kinds.size > 0 && !link.needs.services.some((kind) => kinds.has(kind))) return false;
  if (link.needs.ownSkill && !ctx.user?.permissions?.skills.length) return false;
  return true;
}

/** Side navigation links this user may follow, in the spec's order (spec 000 §2, Shell). */
export function visibleNav(ctx: NavContext, links: readonly NavLink[] = NAV_LINKS): NavLink[] {
  if (!ctx.token || !ctx.user) return [];
  return links.filter((link) => isAllowed(match(link.href).route, ctx) && servicesAllow(link, ctx));
}

/** The link of the area `url` is in, for `aria-current` (the longest matching href wins). */
export function currentLink(url: string, links: readonly NavLink[]): NavLink | null {
  const within = links.filter((link) => isWithin(url, link.href));
  return within.sort((a, b) => b.href.length - a.href.length)[0] ?? null;
}

/**
 * spec 000 §2: the header shows the customer's logo when the hosted edition has a promo offer (a
 * deal-marketplace plan) or the customer has a non-default logo; otherwise the product name. The
 * customer object carries no logo when it has the default one, so a promo without a logo of its
 * own still shows the product name.
 */
export function customerLogo(
  edition: Edition,
  customer: { logo?: string | null; offer_desc: { is_appsumo: boolean } } | null,
): string | null {
  const logo = customer?.logo?.trim() || null;
  if (!logo) return null;
  const promo = edition === 'hosted' && customer?.offer_desc.is_appsumo === true;
  const ownLogo = !logo.endsWith('/default-logo.svg');
  return promo || ownLogo ? logo : null;
}

/** Route families where the product's own chat widget would cover the work (spec 000 §2, Shell). */
const NO_CHAT_WIDGET = /^(bot-builder|webivr-builder|dashboard|gb-agent|GBA-)/;

/** spec 000 §2: the product chat widget is hidden on bot-builder, webivr-builder, dashboard and inbox routes. */
export function chatWidgetHidden(route: RouteDef): boolean {
  return NO_CHAT_WIDGET.test(route.name);
}
