import type { WebivrLink } from '@omnicanal/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { entryPointLinkUrl } from '../../guests/link-path.ts';

/** The web channel's tree of an entry point, which names the web IVR it opens. */
const WEB = 'web';

/**
 * The company's visual IVR links (spec 002 §3, a template variable's source): each entry point
 * whose web channel opens a web IVR that has a published version, with the address of its hosted
 * link page. An entry point whose web IVR is not published (or was deleted) is not offered: its
 * page would open the plain chat.
 */
export async function webivrLinks(
  db: Kysely<DB>,
  companyId: number,
  publicUrl: string,
): Promise<WebivrLink[]> {
  const entries = await db
    .selectFrom('integrations')
    .select(['id', 'name', 'channels', 'trees'])
    .where('company_id', '=', companyId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  const treeOf = new Map<number, string>();
  for (const entry of entries) {
    const tree = entry.trees?.find((t) => t.channel === WEB)?.tree_identifier;
    // A bot's tree identifier is not a uuid; only a web IVR's tree is.
    if (entry.channels?.includes(WEB) && tree && /^[0-9a-f-]{36}$/i.test(tree)) treeOf.set(entry.id, tree);
  }
  if (treeOf.size === 0) return [];
  const published = await db
    .selectFrom('webivr_accounts')
    .innerJoin('webivr_trees', (join) =>
      join.onRef('webivr_trees.version_id', '=', 'webivr_accounts.production_version_id'),
    )
    .select(['webivr_trees.id as tree', 'webivr_accounts.label'])
    .where('webivr_accounts.company_id', '=', companyId)
    .where('webivr_trees.id', 'in', [...new Set(treeOf.values())])
    .execute();
  const labelOf = new Map(published.map((p) => [p.tree, p.label]));
  return entries.flatMap((entry) => {
    const tree = treeOf.get(entry.id);
    const label = tree ? labelOf.get(tree) : undefined;
    return label === undefined
      ? []
      : [
          {
            entry_point: entry.id,
            name: entry.name,
            webivr: label,
            url: entryPointLinkUrl(publicUrl, entry.id),
          },
        ];
  });
}
