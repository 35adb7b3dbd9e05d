/**
 * Calling codes shipped with the telephone field (spec 000 §3, "telephone with country"): the
 * countries the product's customers and their visitors most often call from. Country names are
 * not stored: the field names them in the interface language with `Intl.DisplayNames`.
 */
export interface CallingCode {
  /** ISO 3166-1 alpha-2 region code. */
  country: string;
  /** Digits after the plus sign. */
  dial: string;
}

/** The default country of the telephone field. */
export const DEFAULT_COUNTRY = 'FR';

/** Where several countries share a code (+1, +7, +44…), the first listed wins when reading a number. */
export const CALLING_CODES: readonly CallingCode[] = [
  { country: 'FR', dial: '33' },
  { country: 'BE', dial: '32' },
  { country: 'CH', dial: '41' },
  { country: 'LU', dial: '352' },
  { country: 'MC', dial: '377' },
  { country: 'CA', dial: '1' },
  { country: 'US', dial: '1' },
  { country: 'GB', dial: '44' },
  { country: 'IE', dial: '353' },
  { country: 'DE', dial: '49' },
  { country: 'AT', dial: '43' },
  { country: 'NL', dial: '31' },
  { country: 'ES', dial: '34' },
  { country: 'PT', dial: '351' },
  { country: 'IT', dial: '39' },
  { country: 'GR', dial: '30' },
  { country: 'PL', dial: '48' },
  { country: 'CZ', dial: '420' },
  { country: 'RO', dial: '40' },
  { country: 'SE', dial: '46' },
  { country: 'NO', dial: '47' },
  { country: 'DK', dial: '45' },
  { country: 'FI', dial: '358' },
  { country: 'TR', dial: '90' },
  { country: 'RU', dial: '7' },
  { country: 'UA', dial: '380' },
  { country: 'MA', dial: '212' },
  { country: 'DZ', dial: '213' },
  { country: 'TN', dial: '216' },
  { country: 'SN', dial: '221' },
  { country: 'CI', dial: '225' },
  { country: 'CM', dial: '237' },
  { country: 'MG', dial: '261' },
  { country: 'RE', dial: '262' },
  { country: 'ZA', dial: '27' },
  { country: 'EG', dial: '20' },
  { country: 'IL', dial: '972' },
  { country: 'AE', dial: '971' },
  { country: 'SA', dial: '966' },
  { country: 'IN', dial: '91' },
  { country: 'CN', dial: '86' },
  { country: 'JP', dial: '81' },
  { country: 'KR', dial: '82' },
  { country: 'SG', dial: '65' },
  { country: 'AU', dial: '61' },
  { country: 'NZ', dial: '64' },
  { country: 'MX', dial: '52' },
  { country: 'BR', dial: '55' },
  { country: 'AR', dial: '54' },
  { country: 'CL', dial: '56' },
  { country: 'CO', dial: '57' },
  { country: 'GP', dial: '590' },
  { country: 'MQ', dial: '596' },
  { country: 'GF', dial: '594' },
  { country: 'PF', dial: '689' },
  { country: 'NC', dial: '687' },
];
