import type { Category, Subcategory } from '@omnicanal/api';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { useNavigate } from '../../navigation.ts';
import { categoryPath, subcategoryPath } from './model/path.ts';

export interface BreadcrumbProps {
  category?: Category;
  subcategory?: Subcategory;
  /** Translation key of the last step when it is a form (New sentence…). */
  current?: string;
}

/**
 * Where the screen is in the library: Library › category › subcategory (› form). Every step but
 * the last goes back to its level; the last is the current page.
 */
export function Breadcrumb({ category, subcategory, current }: BreadcrumbProps): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const steps: { label: string; item?: string }[] = [{ label: t('settings-content:library.root'), item: '' }];
  if (category) steps.push({ label: category.label, item: categoryPath(category.id) });
  if (category && subcategory)
    steps.push({ label: subcategory.label, item: subcategoryPath(category.id, subcategory.id) });
  if (current) steps.push({ label: t(current) });
  return (
    <nav className="breadcrumb" aria-label={t('settings-content:library.breadcrumb')}>
      <ol>
        {steps.map((step, index) =>
          index === steps.length - 1 ? (
            <li key={step.label} aria-current="page">
              {step.label}
            </li>
          ) : (
            <li key={step.label}>
              <button
                type="button"
                className="link"
                onClick={() => navigate('msglib', step.item || undefined)}
              >
                {step.label}
              </button>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
