import { AssignableRole, SkillGroup, SkillGroupInput } from '@omnicanal/api';
import { hasRank, ROLES, type Role } from '@omnicanal/core';
import * as v from 'valibot';
import type { ServicePlugin } from '../../http/valibot.ts';
import { type SettingsAccess, settingsRoute } from './access.ts';
import { registerSetRoutes } from './named-sets.ts';

/** Spec 000 §2: content managers and up see the groups; adding and editing need an admin, self-hosted. */
const READ: SettingsAccess = { rank: 'content_manager', what: 'groups' };
const WRITE: SettingsAccess = { rank: 'admin', what: 'groups', selfHostedOnly: true };

/** Role names as the settings screens show them (spec 000 §6: claim_agent is shown as CC). */
const ROLE_LABELS: Readonly<Record<'fr' | 'en', Readonly<Record<Role, string>>>> = {
  fr: {
    owner: 'Propriétaire',
    admin: 'Administrateur',
    manager: 'Manager',
    content_manager: 'Gestionnaire de contenu',
    flow_manager: 'Gestionnaire de flux',
    stats_manager: 'Gestionnaire de statistiques',
    claim_agent: 'CC',
    agent: 'Agent',
    supervisor: 'Superviseur',
  },
  en: {
    owner: 'Owner',
    admin: 'Administrator',
    manager: 'Manager',
    content_manager: 'Content manager',
    flow_manager: 'Flow manager',
    stats_manager: 'Statistics manager',
    claim_agent: 'CC',
    agent: 'Agent',
    supervisor: 'Supervisor',
  },
};

/**
 * The roles `role` may give to others: every role up to its own rank except owner, which is the
 * account holder's alone and never assigned.
 */
export function assignableRoles(role: Role, language: string): AssignableRole[] {
  const labels = ROLE_LABELS[language === 'en' ? 'en' : 'fr'];
  return ROLES.filter((r) => r !== 'owner' && hasRank(role, r)).map((r) => ({ value: r, label: labels[r] }));
}

/** Skill groups (spec 002 §7 Groups), mounted under /api/core. */
export const groupsRoutes: ServicePlugin = async (app) => {
  for (const path of ['/groups/list-roles', '/groups/list-roles/']) {
    app.get(
      path,
      {
        config: settingsRoute(READ),
        schema: {
          summary: 'The roles the signed-in user may give, labelled in their language.',
          response: { 200: v.array(AssignableRole) },
        },
      },
      async (request) => assignableRoles(request.actor.role, request.actor.language),
    );
  }
  registerSetRoutes(app, {
    table: 'skill_groups',
    segment: 'groups',
    what: 'group',
    schema: SkillGroupInput,
    item: SkillGroup,
    read: READ,
    write: WRITE,
  });
};
