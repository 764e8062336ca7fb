/** India's states and union territories, as the GST law names them: the customer's state decides CGST+SGST or IGST. */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

export type IndianState = (typeof INDIAN_STATES)[number];

/** The GST state codes (the first two digits of a GSTIN; the place of supply as the GST portal writes it). */
export const GST_STATE_CODES: Readonly<Record<IndianState, string>> = {
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

/** The state a GST state code names ('25', Daman and Diu before their 2020 merger, reads as the merged territory). */
export function stateOfCode(code: string): IndianState | null {
  if (code === '25') return 'Dadra and Nagar Haveli and Daman and Diu';
  return (Object.keys(GST_STATE_CODES) as IndianState[]).find((s) => GST_STATE_CODES[s] === code) ?? null;
}

/** "Madhya Pradesh (23)", Rule 46's place of supply; a name outside the list is printed as given. */
export function placeOfSupply(state: string): string {
  const known = INDIAN_STATES.find((s) => s.toLowerCase() === state.trim().toLowerCase());
  return known ? `${known} (${GST_STATE_CODES[known]})` : state.trim();
}
