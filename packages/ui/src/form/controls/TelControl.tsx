import { useStore } from '@nanostores/react';
import { $locale } from '@omnicanal/stores';
import { type Ref, useMemo, useState } from 'react';
import { useT } from '../../useT.ts';
import { CALLING_CODES, DEFAULT_COUNTRY } from '../model/calling-codes.ts';
import { callingCode, joinTelephone, splitTelephone } from '../model/telephone.ts';
import { type ControlProps, commonAttributes } from './types.ts';

/**
 * Telephone with country (spec 000 §3): a country select (France, +33, by default) and the number
 * as people type it; the value is E.164. Country names come from the browser in the interface
 * language.
 */
export function TelControl(props: ControlProps) {
  const { field, value, onChange, controlRef } = props;
  const t = useT();
  const locale = useStore($locale);
  const [country, setCountry] = useState(() => splitTelephone(String(value)).country);
  const [typed, setTyped] = useState(() => splitTelephone(String(value)).national);
  // A value set from outside (a reset, a server answer) replaces what was typed.
  const shown =
    joinTelephone(country, typed) === String(value) ? typed : splitTelephone(String(value), country).national;
  const names = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale]);
  const countries = useMemo(
    () =>
      CALLING_CODES.map((entry) => ({
        ...entry,
        name: names.of(entry.country) ?? entry.country,
      })).sort((a, b) =>
        a.country === DEFAULT_COUNTRY
          ? -1
          : b.country === DEFAULT_COUNTRY
            ? 1
            : a.name.localeCompare(b.name, locale),
      ),
    [names, locale],
  );

  return (
    <span className="oc-form-tel">
      <select
        aria-label={t('form:tel_country', { label: t(field.label) })}
        value={country}
        disabled={field.disabled || field.readonly}
        autoComplete="tel-country-code"
        onChange={(event) => {
          setCountry(event.target.value);
          onChange(joinTelephone(event.target.value, shown));
        }}
      >
        {countries.map((entry) => (
          <option key={entry.country} value={entry.country}>
            {`${entry.name} (${callingCode(entry.country)})`}
          </option>
        ))}
      </select>
      <input
        {...commonAttributes(props)}
        ref={controlRef as Ref<HTMLInputElement>}
        type="tel"
        value={shown}
        readOnly={field.readonly}
        placeholder={field.placeholder ? t(field.placeholder) : undefined}
        autoComplete="tel-national"
        onChange={(event) => {
          setTyped(event.target.value);
          onChange(joinTelephone(country, event.target.value));
        }}
      />
    </span>
  );
}
