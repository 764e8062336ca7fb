/**
 * GST of a supply priced before booking (the quote): the tax the bill will put on the rent line.
 * Rounded like the bill's lines (modules/trips/bill.ts): intra-state, CGST and SGST are each rounded from half the
 * rate; no tax without OPERATOR_GSTIN (a bill of supply). A quote assumes the operator's own state (the usual case;
 * an out-of-state customer's IGST differs by at most a rupee of rounding).
 */
export interface GstSettings {
  gstRate: number;
  operatorGstin: string | null;
}

/**
 * The GST rate of a car in percent: the one place that chooses it. GST_RATE for every car until the car carries its
 * own rate (issue 31's per-car rate), then the car's.
 */
export function carGstRate(_car: { id?: string }, settings: GstSettings): number {
  return settings.operatorGstin === null ? 0 : settings.gstRate;
}

/** The tax of one line as the bill rounds it: intra-state, CGST and SGST each rounded from half the rate; else IGST. */
export function lineTax(amount: number, ratePercent: number, intraState: boolean): { cgst: number; sgst: number; igst: number } {
  if (!intraState) return { cgst: 0, sgst: 0, igst: Math.round((amount * ratePercent) / 100) };
  const half = Math.round((amount * ratePercent) / 200);
  return { cgst: half, sgst: half, igst: 0 };
}

/** CGST + SGST on an amount at a rate (the quote: the operator's own state). */
export function gstOn(amount: number, ratePercent: number): number {
  const { cgst, sgst } = lineTax(amount, ratePercent, true);
  return cgst + sgst;
}

/** GST state codes (the first two digits of a GSTIN; GSTR-1's place of supply), by the names of indian-states.ts. */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** The place of supply of a customer's state (none: the operator's), as its name and two-digit code. */
export function placeOfSupply(state: string | null | undefined, operatorState: string): { name: string; code: string } {
  const wanted = (state?.trim() || operatorState).toLowerCase();
  const name = Object.keys(GST_STATE_CODES).find((s) => s.toLowerCase() === wanted) ?? operatorState;
  return { name, code: GST_STATE_CODES[name] ?? '97' };
}
