import { THIRDPARTY_CATEGORIES, thirdPartyKindsOf } from '@omnicanal/core';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { useNavigate } from '../../navigation.ts';
import { Section } from '../../Section.tsx';

/** `add`: the providers one may add an account at, by category (spec 002 §1). */
export function KindChoice(): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const back = (
    <button type="button" onClick={() => navigate('third-parties')}>
      {t('settings:back')}
    </button>
  );
  return (
    <Section title="settings-thirdparties:choose" intro="settings-thirdparties:choose_intro" actions={back}>
      {THIRDPARTY_CATEGORIES.map((category) => (
        <section key={category} aria-labelledby={`thirdparty-${category}`}>
          <h2 id={`thirdparty-${category}`} className="channel-kinds-title">
            {t(`settings-thirdparties:categories.${category}`)}
          </h2>
          <ul className="channel-kinds">
            {thirdPartyKindsOf(category).map((kind) => (
              <li key={kind.kind} className="settings-card">
                <h3>{t(`settings-thirdparties:kinds.${kind.kind}`)}</h3>
                <button
                  type="button"
                  aria-label={t('settings-thirdparties:add_named', {
                    name: t(`settings-thirdparties:kinds.${kind.kind}`),
                  })}
                  onClick={() => navigate('third-parties', `add/${kind.kind}`)}
                >
                  {t('settings-thirdparties:choose_kind')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Section>
  );
}
