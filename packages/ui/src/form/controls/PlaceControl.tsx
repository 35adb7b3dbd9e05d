import { type Ref, useState } from 'react';
import { useT } from '../../useT.ts';
import { useFormServices } from '../context.ts';
import type { ControlProps } from './types.ts';

/**
 * Place picker field (spec 000 §2–§3): "Choose a place" asks the page's place picker and keeps
 * the chosen place id. Without a picker the field says maps are not configured; it never loads a
 * map itself.
 */
export function PlaceControl(props: ControlProps) {
  const { field, id, labelId, value, onChange, describedBy, invalid, controlRef } = props;
  const t = useT();
  const { placeProvider } = useFormServices();
  const [name, setName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const placeId = String(value);
  const chosen = placeId ? (name ?? placeId) : t('form:place.none');

  const pick = async () => {
    if (!placeProvider) return;
    setBusy(true);
    try {
      const place = await placeProvider.pick(placeId);
      if (place) {
        setName(place.name);
        onChange(place.id, null);
      }
    } catch {
      // The picker's own failure is the page's to explain; the field says the choice was not made.
      onChange(placeId, { key: 'form:place.failed' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset aria-labelledby={labelId} aria-describedby={describedBy} className="oc-form-place">
      <output id={`${id}-value`} aria-label={t('form:place.chosen')}>
        {chosen}
      </output>
      {placeProvider ? (
        <span>
          <button
            ref={controlRef as Ref<HTMLButtonElement>}
            id={id}
            type="button"
            aria-invalid={invalid}
            aria-busy={busy}
            disabled={field.disabled || field.readonly || busy}
            onClick={() => void pick()}
          >
            {t('form:place.pick')}
          </button>
          {placeId && !field.required && (
            <button type="button" disabled={field.disabled || field.readonly} onClick={() => onChange('')}>
              {t('form:place.clear')}
            </button>
          )}
        </span>
      ) : (
        <p className="oc-form-unsupported">{t('form:place.unavailable')}</p>
      )}
    </fieldset>
  );
}
