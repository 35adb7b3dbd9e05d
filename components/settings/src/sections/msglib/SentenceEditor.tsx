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
import { sentenceDescriptor, toSentenceInput } from './model/forms.ts';
import { findCategory, findSubcategory } from './model/library.ts';
import { sentencePath, subcategoryPath } from './model/path.ts';
import { fetchLibrary } from './useLibrary.ts';

export interface SentenceEditorProps {
  category: number;
  subcategory: number;
  /** The sentence edited; unset for a new one. */
  sentence?: number;
}

interface Loaded extends Directory {
  tree: Category[];
}

/** The form of a sentence of a subcategory; once saved, back to the subcategory's sentences. */
export function SentenceEditor({ category, subcategory, sentence }: SentenceEditorProps): ReactElement {
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
  const title = `settings-content:library.sentence_${sentence === undefined ? 'add' : 'edit'}_title`;
  const level = subcategoryPath(category, subcategory);
  const back = (
    <button type="button" onClick={() => navigate('msglib', level)}>
      {t('settings-content:library.back')}
    </button>
  );

  return (
    <Section title={title} actions={back}>
      <ResourceState resource={loaded}>
        {(data) => {
          const parent = findCategory(data.tree, category);
          const sub = findSubcategory(parent, subcategory);
          const item = sentence === undefined ? null : sub?.sentences.find((s) => s.id === sentence);
          if (!sub || item === undefined)
            return (
              <p role="alert" className="settings-notice">
                {t('settings-content:library.missing')}
              </p>
            );
          return (
            <>
              <Breadcrumb category={parent} subcategory={sub} current={title} />
              <EditForm
                descriptor={sentenceDescriptor(item, data.skills, data.subaccounts)}
                label={title}
                save={async (values) => {
                  const input = toSentenceInput(values, item);
                  const path =
                    sentence === undefined
                      ? subcategoryPath(category, subcategory, 'sentences/')
                      : sentencePath(category, subcategory, sentence);
                  await api('msglib').post(`/${path}`, input);
                  return () => {
                    leaveFlash({ key: 'settings:saved' });
                    navigate('msglib', level);
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
