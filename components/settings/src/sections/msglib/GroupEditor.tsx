import { useStore } from '@nanostores/react';
import type { Category } from '@omnicanal/api';
import { leaveFlash, useResource } from '@omnicanal/element';
import { $session, api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { showsSubaccounts } from '../../model/scope-fields.ts';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import { type Directory, loadDirectory } from '../../shared/directory.ts';
import { EditForm } from '../../shared/EditForm.tsx';
import { ResourceState } from '../../shared/ResourceState.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';
import { groupDescriptor, toGroupInput } from './model/forms.ts';
import { findCategory, findSubcategory } from './model/library.ts';
import { categoryPath, subcategoryPath } from './model/path.ts';
import { fetchLibrary } from './useLibrary.ts';

export interface GroupEditorProps {
  /** The category edited, or the parent of the subcategory; unset for a new category. */
  category?: number;
  /** The subcategory edited, or `add` for a new one in `category`. */
  subcategory?: number | 'add';
}

interface Loaded extends Directory {
  tree: Category[];
}

/**
 * The form of a category or a subcategory: its label and what it is restricted to. A new one
 * opens once saved, so its content can be added next; an edited one goes back to its level.
 */
export function GroupEditor({ category, subcategory }: GroupEditorProps): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const { customer, user } = useStore($session);
  const withSubaccounts = showsSubaccounts(customer, user?.user_role);
  const loaded = useResource<Loaded>(async (signal) => {
    const [tree, directory] = await Promise.all([
      fetchLibrary(signal),
      loadDirectory(signal, withSubaccounts),
    ]);
    return { tree, ...directory };
  }, String(withSubaccounts));
  const isSub = subcategory !== undefined;
  const adding = isSub ? subcategory === 'add' : category === undefined;
  const title = `settings-content:library.${isSub ? 'subcategory' : 'category'}_${adding ? 'add' : 'edit'}_title`;
  const back = (
    <button
      type="button"
      onClick={() => navigate('msglib', isSub && category !== undefined ? categoryPath(category) : undefined)}
    >
      {t('settings-content:library.back')}
    </button>
  );

  return (
    <Section title={title} actions={back}>
      <ResourceState resource={loaded}>
        {(data) => {
          const parent = category === undefined ? undefined : findCategory(data.tree, category);
          const sub = typeof subcategory === 'number' ? findSubcategory(parent, subcategory) : undefined;
          const item = isSub ? (sub ?? null) : (parent ?? null);
          if ((category !== undefined && !parent) || (typeof subcategory === 'number' && !sub))
            return (
              <p role="alert" className="settings-notice">
                {t('settings-content:library.missing')}
              </p>
            );
          return (
            <>
              <Breadcrumb category={parent} subcategory={sub} current={title} />
              <EditForm
                descriptor={groupDescriptor(item, data.skills, data.subaccounts)}
                label={title}
                save={async (values) => {
                  const input = toGroupInput(values, item);
                  let target: string | undefined;
                  if (!isSub) {
                    const saved = await api('msglib').post<{ id: number }>(
                      adding ? '/categories/' : `/${categoryPath(category as number)}`,
                      input,
                    );
                    target = adding ? categoryPath(saved.id) : undefined;
                  } else {
                    const c = category as number;
                    const saved = await api('msglib').post<{ id: number }>(
                      adding
                        ? `/${categoryPath(c, 'subcategories/')}`
                        : `/${subcategoryPath(c, subcategory as number)}`,
                      input,
                    );
                    target = adding ? subcategoryPath(c, saved.id) : categoryPath(c);
                  }
                  return () => {
                    leaveFlash({ key: 'settings:saved' });
                    navigate('msglib', target);
                  };
                }}
              />
            </>
          );
        }}
      </ResourceState>
    </Section>
  );
}
