import type { Category, Sentence, Subcategory } from '@omnicanal/api';
import { type Flash, takeFlash, useResource } from '@omnicanal/element';
import { api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { type ReactElement, type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../ConfirmDialog.tsx';
import { type ListColumn, ListView } from '../../list/ListView.tsx';
import { useSettingsList } from '../../list/useSettingsList.ts';
import { namesOf } from '../../model/scope-fields.ts';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import { ListNotices } from '../../shared/ListNotices.tsx';
import { EditDeleteActions } from '../../shared/RowActions.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';
import { contentOf, findCategory, findSubcategory, levelPage } from './model/library.ts';
import { categoryPath, sentencePath, subcategoryPath } from './model/path.ts';
import { SentenceSearch } from './SentenceSearch.tsx';
import { fetchLibrary } from './useLibrary.ts';

/** Which level of the library a list shows. */
export type Level =
  | { kind: 'categories' }
  | { kind: 'subcategories'; category: number }
  | { kind: 'sentences'; category: number; subcategory: number };

type Row = Category | Subcategory | Sentence;

const KEYS = {
  categories: 'settings-content:library.categories',
  subcategories: 'settings-content:library.subcategories',
  sentences: 'settings-content:library.sentences',
} as const;

/** The rows of `level` in `tree`; null when the level's parent no longer exists. */
function rowsOf(tree: readonly Category[], level: Level): Row[] | null {
  if (level.kind === 'categories') return [...tree];
  const category = findCategory(tree, level.category);
  if (level.kind === 'subcategories') return category ? category.subcategories : null;
  return findSubcategory(category, level.subcategory)?.sentences ?? null;
}

/** What a row holds: a category's subcategories, a subcategory's sentences. */
const childCount = (row: Row) =>
  'subcategories' in row ? row.subcategories.length : 'sentences' in row ? row.sentences.length : 0;

/**
 * One level of the library (spec 002 §2): categories, the subcategories of a category, or the
 * sentences of a subcategory, searched, sorted and paged, with add, open, edit and delete. The
 * categories also offer the search across every sentence.
 */
export function LevelList({ level }: { level: Level }): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const [tree, setTree] = useState<Category[] | null>(null);
  const [flash, setFlash] = useState<Flash | null>(takeFlash);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const skills = useResource(
    (signal) => api('core').get<{ id: number; name: string }[]>('/skills/', { signal }),
    'skills',
  );
  const list = useSettingsList<Row>(async (params, signal) => {
    const answer = await fetchLibrary(signal);
    setTree(answer);
    return levelPage(rowsOf(answer, level) ?? [], params, {
      text: (row) => ('content' in row ? `${row.label} ${row.content}` : row.label),
      orderings: {
        label: (row) => row.label,
        count: childCount,
      },
    });
  }, 'label');

  const key = (name: string) => `${KEYS[level.kind]}.${name}`;
  const category = tree && level.kind !== 'categories' ? findCategory(tree, level.category) : undefined;
  const subcategory = level.kind === 'sentences' ? findSubcategory(category, level.subcategory) : undefined;
  const gone = tree !== null && rowsOf(tree, level) === null;

  /** The item path of a row: where opening it leads, and its API path below /msglib. */
  const pathOf = (row: Row, rest = '') => {
    if (level.kind === 'categories') return categoryPath(row.id, rest);
    if (level.kind === 'subcategories') return subcategoryPath(level.category, row.id, rest);
    return sentencePath(level.category, level.subcategory, row.id);
  };
  const addItem =
    level.kind === 'categories'
      ? 'add'
      : level.kind === 'subcategories'
        ? categoryPath(level.category, 'subcategories/add')
        : sentencePath(level.category, level.subcategory, 'add');

  const remove = async (row: Row) => {
    setBusy(true);
    setFailure(null);
    try {
      await api('msglib').delete(`/${pathOf(row)}`);
      setFlash({ key: key('deleted'), values: { name: row.label } });
      list.removed(1);
    } catch (error) {
      setFailure(error);
    } finally {
      setDeleting(null);
      setBusy(false);
    }
  };

  const add: ReactNode = gone ? null : (
    <button type="button" className="primary" onClick={() => navigate('msglib', addItem)}>
      {t(key('add'))}
    </button>
  );
  const columns: ListColumn<Row>[] = [
    {
      field: 'label',
      label: 'settings-content:library.label',
      sortable: true,
      cell: (row) => (
        <button type="button" className="link" onClick={() => navigate('msglib', pathOf(row))}>
          {row.label}
        </button>
      ),
    },
  ];
  if (level.kind === 'sentences')
    columns.push({
      field: 'content',
      label: 'settings-content:library.content',
      cell: (row) => ('content' in row ? row.content : ''),
    });
  else
    columns.push({
      field: 'count',
      label: key('count'),
      sortable: true,
      cell: (row) => String(childCount(row)),
    });
  columns.push({
    field: 'skills',
    label: 'settings-content:scope.skills',
    cell: (row) =>
      row.skills.length === 0
        ? t('settings-content:scope.every_skill')
        : namesOf(row.skills, skills.data ?? []),
  });

  const editItem = (row: Row) => (level.kind === 'sentences' ? pathOf(row) : pathOf(row, 'edit'));
  const description = (row: Row) => {
    if ('content' in row) return undefined;
    const content = contentOf(row);
    if (content.subcategories === 0 && content.sentences === 0)
      return 'settings-content:library.delete_empty';
    return 'subcategories' in row
      ? 'settings-content:library.delete_category_content'
      : 'settings-content:library.delete_subcategory_content';
  };

  return (
    <Section
      title="settings:sections.msglib"
      intro={level.kind === 'categories' ? 'settings-content:library.intro' : undefined}
      actions={add}
    >
      <Breadcrumb category={category} subcategory={subcategory} />
      <ListNotices flash={flash} failure={failure} />
      {gone ? (
        <p role="alert" className="settings-notice">
          {t('settings-content:library.missing')}
        </p>
      ) : (
        <>
          <h2>{t(key('heading'), { name: (subcategory ?? category)?.label ?? '' })}</h2>
          <ListView
            caption={key('caption')}
            list={list}
            columns={columns}
            rowKey={(row) => row.id}
            searchLabel={key('search')}
            empty={key('empty')}
            emptyAction={add}
            actions={(row) => (
              <EditDeleteActions
                editLabel={t('settings-content:edit_named', { name: row.label })}
                name={row.label}
                onEdit={() => navigate('msglib', editItem(row))}
                onDelete={() => {
                  setFlash(null);
                  setDeleting(row);
                }}
              />
            )}
          />
        </>
      )}
      {level.kind === 'categories' && tree ? <SentenceSearch tree={tree} /> : null}
      {deleting ? (
        <ConfirmDialog
          title={key('delete_title')}
          description={description(deleting)}
          values={{
            name: deleting.label,
            subcategories: t('settings-content:library.count_subcategories', {
              count: 'subcategories' in deleting ? contentOf(deleting).subcategories : 0,
            }),
            sentences: t('settings-content:library.count_sentences', {
              count: 'content' in deleting ? 0 : contentOf(deleting).sentences,
            }),
          }}
          confirm="settings:delete"
          danger
          busy={busy}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </Section>
  );
}
