import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { saveCategory, saveSentence, saveSubcategory } from './repo.ts';

/** The demo message library: a few everyday sentences, for every skill. */
const DEMO_LIBRARY: readonly { category: string; subcategory: string; sentences: readonly string[] }[] = [
  {
    category: 'Accueil',
    subcategory: 'Salutations',
    sentences: ['Bonjour, comment puis-je vous aider ?', 'Merci de votre patience, je reviens vers vous.'],
  },
  {
    category: 'Accueil',
    subcategory: 'Clôture',
    sentences: ['Puis-je vous aider pour autre chose ?', 'Merci de votre visite, bonne journée !'],
  },
  {
    category: 'Commandes',
    subcategory: 'Livraison',
    sentences: [
      'Votre commande est en cours de livraison.',
      'Le délai de livraison habituel est de trois jours ouvrés.',
    ],
  },
];

export async function seedDemoLibrary(db: Kysely<DB>, companyId: number): Promise<void> {
  const categories = new Map<string, number>();
  for (const entry of DEMO_LIBRARY) {
    const group = { skills: [], subaccounts: [] };
    const categoryId =
      categories.get(entry.category) ??
      (await saveCategory(db, companyId, { ...group, label: entry.category }));
    categories.set(entry.category, categoryId);
    const subcategoryId = await saveSubcategory(db, companyId, categoryId, {
      ...group,
      label: entry.subcategory,
    });
    for (const content of entry.sentences)
      await saveSentence(db, companyId, subcategoryId, { ...group, label: '', content });
  }
}
