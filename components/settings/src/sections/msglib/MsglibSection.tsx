import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';
import type { SectionProps } from '../props.ts';
import { GroupEditor } from './GroupEditor.tsx';
import { LevelList } from './LevelList.tsx';
import { libraryRoute } from './model/path.ts';
import { SentenceEditor } from './SentenceEditor.tsx';

/**
 * `section="msglib"` (spec 002 §2): the pre-saved messages agents insert from the inbox.
 * Categories contain subcategories contain sentences; each level is a list reached by its item
 * path (`categories/3/subcategories/4`), with its forms below it. Managers and above.
 */
export function MsglibSection({ item }: SectionProps): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const route = libraryRoute(item);
  // A new key per path: each screen starts afresh (its list, its form, its flash).
  const key = item ?? '';
  switch (route.screen) {
    case 'categories':
      return <LevelList key={key} level={{ kind: 'categories' }} />;
    case 'category':
      return <LevelList key={key} level={{ kind: 'subcategories', category: route.category }} />;
    case 'subcategory':
      return (
        <LevelList
          key={key}
          level={{ kind: 'sentences', category: route.category, subcategory: route.subcategory }}
        />
      );
    case 'category-add':
      return <GroupEditor key={key} />;
    case 'category-edit':
      return <GroupEditor key={key} category={route.category} />;
    case 'subcategory-add':
      return <GroupEditor key={key} category={route.category} subcategory="add" />;
    case 'subcategory-edit':
      return <GroupEditor key={key} category={route.category} subcategory={route.subcategory} />;
    case 'sentence-add':
      return <SentenceEditor key={key} category={route.category} subcategory={route.subcategory} />;
    case 'sentence':
      return (
        <SentenceEditor
          key={key}
          category={route.category}
          subcategory={route.subcategory}
          sentence={route.sentence}
        />
      );
    case 'missing':
      return (
        <Section title="settings:sections.msglib">
          <p role="alert" className="settings-notice">
            {t('settings-content:library.missing')}
          </p>
          <button type="button" onClick={() => navigate('msglib')}>
            {t('settings-content:library.back')}
          </button>
        </Section>
      );
  }
}
