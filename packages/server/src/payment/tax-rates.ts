/**
 * Standard VAT rates by country, in hundredths of a percent, applied to a subscription by the
 * country of the billing address. The European Union's standard rates (and the United Kingdom's,
 * Switzerland's and Norway's); any other country is billed without tax. Kept here, not at the card
 * provider, so that the sandbox and a real provider bill the same amounts.
 */
export const VAT_BASIS_POINTS: Readonly<Record<string, number>> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CH: 810,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2200,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GB: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  NO: 2500,
  PL: 2300,
  PT: 2300,
  RO: 1900,
  SE: 2500,
  SI: 2200,
  SK: 2300,
};

/** The tax rate of a country (two ISO letters), 0 where none is applied. */
export function taxBasisPoints(country: string): number {
  return VAT_BASIS_POINTS[country.toUpperCase()] ?? 0;
}

/** The tax on an amount in cents, rounded half up to the cent. */
export function taxCents(amountCents: number, basisPoints: number): number {
  return Math.round((amountCents * basisPoints) / 10_000);
}
