import type { GstDocument, GstRateRow } from './gst-register.js';

/**
 * A month's GSTR-1 in the GST portal's offline-tool JSON (issue 31), built from the month's documents
 * (gst-register.ts) with the portal's own key names:
 * - `b2b`: invoices to a recipient with a GSTIN, grouped by `ctin`; one item per rate (`num` is rate × 100 + 1, the
 *   offline tool's convention);
 * - `b2cs`: every other taxed invoice, summed by supply type, place of supply and rate, net of the credit and debit
 *   notes to unregistered customers (B2C small has no table of its own for notes; B2C large, an inter-state invoice
 *   over ₹1 lakh, does not occur at a rental counter's amounts and is reported here as small: confirm with the CA);
 * - `cdnr`: credit (`ntty` "C") and debit ("D") notes to registered recipients, grouped by `ctin`;
 * - `hsn`: the summary by SAC and rate, split into `hsn_b2b` and `hsn_b2c` (the split of Table 12 in force from
 *   2025); services report no quantity (`uqc` "NA", `qty` 0);
 * - `at` (Table 11A): advances received on receipt vouchers, net of refund vouchers issued in the month, by place of
 *   supply, supply type and rate (`ad_amt` is the advance's taxable value);
 * - `txpd` (Table 11B): the advances (net of refunds) adjusted on the month's invoices, whose tax the invoice now
 *   reports in full: an advance received and invoiced in the same month appears in both and nets out;
 * - `doc_issue`: the documents issued, per series: first and last number, count and cancelled (none: numbers are
 *   never voided).
 * Amounts are rupees with two decimals. Bills of supply (no OPERATOR_GSTIN when issued) are left out.
 */

const money = (n: number) => Math.round(n * 100) / 100;

/** dd-mm-yyyy, the portal's date. */
export const portalDate = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

/** MMYYYY of a month "YYYY-MM". */
export const filingPeriod = (month: string) => `${month.slice(5, 7)}${month.slice(0, 4)}`;

const itemDetail = (r: GstRateRow, sign = 1) => ({
  txval: money(sign * r.taxable),
  rt: r.rate,
  iamt: money(sign * r.igst),
  camt: money(sign * r.cgst),
  samt: money(sign * r.sgst),
  csamt: 0,
});
const items = (d: GstDocument) => d.byRate.filter((r) => r.rate > 0).map((r) => ({ num: r.rate * 100 + 1, itm_det: itemDetail(r) }));

/** Document-series codes of Table 13 (doc_issue.doc_det[].doc_num). */
const DOC_NUM: Record<GstDocument['type'], number> = {
  INVOICE: 1,
  DEBIT_NOTE: 4,
  CREDIT_NOTE: 5,
  RECEIPT_VOUCHER: 6,
  REFUND_VOUCHER: 8,
};

function groupBy<T>(list: readonly T[], key: (t: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of list) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

export interface Gstr1Options {
  gstin: string;
  /** "YYYY-MM". */
  month: string;
}

export function gstr1(documents: readonly GstDocument[], { gstin, month }: Gstr1Options) {
  const taxed = documents.filter((d) => d.taxInvoice);
  const invoices = taxed.filter((d) => d.type === 'INVOICE');
  const notes = taxed.filter((d) => d.type === 'CREDIT_NOTE' || d.type === 'DEBIT_NOTE');

  const b2b = [
    ...groupBy(
      invoices.filter((d) => d.gstin),
      (d) => d.gstin!,
    ),
  ].map(([ctin, list]) => ({
    ctin,
    inv: list.map((d) => ({
      inum: d.number,
      idt: portalDate(d.date),
      val: money(d.total),
      pos: d.placeOfSupply.code,
      rchrg: 'N',
      inv_typ: 'R',
      itms: items(d),
    })),
  }));

  const cdnr = [
    ...groupBy(
      notes.filter((d) => d.gstin),
      (d) => d.gstin!,
    ),
  ].map(([ctin, list]) => ({
    ctin,
    nt: list.map((d) => ({
      ntty: d.type === 'CREDIT_NOTE' ? 'C' : 'D',
      nt_num: d.number,
      nt_dt: portalDate(d.date),
      val: money(d.total),
      pos: d.placeOfSupply.code,
      rchrg: 'N',
      inv_typ: 'R',
      itms: items(d),
    })),
  }));

  // B2C small: invoices plus debit notes, less credit notes, by supply type, place of supply and rate.
  const b2cSums = new Map<string, { sply_ty: string; pos: string; rt: number; txval: number; iamt: number; camt: number; samt: number }>();
  for (const d of [...invoices, ...notes].filter((doc) => !doc.gstin)) {
    const sign = d.type === 'CREDIT_NOTE' ? -1 : 1;
    for (const r of d.byRate.filter((row) => row.rate > 0)) {
      const sply_ty = d.intraState ? 'INTRA' : 'INTER';
      const key = `${sply_ty}|${d.placeOfSupply.code}|${r.rate}`;
      const sum = b2cSums.get(key) ?? { sply_ty, pos: d.placeOfSupply.code, rt: r.rate, txval: 0, iamt: 0, camt: 0, samt: 0 };
      sum.txval += sign * r.taxable;
      sum.iamt += sign * r.igst;
      sum.camt += sign * r.cgst;
      sum.samt += sign * r.sgst;
      b2cSums.set(key, sum);
    }
  }
  const b2cs = [...b2cSums.values()].map((s) => ({
    sply_ty: s.sply_ty,
    rt: s.rt,
    typ: 'OE',
    pos: s.pos,
    txval: money(s.txval),
    iamt: money(s.iamt),
    camt: money(s.camt),
    samt: money(s.samt),
    csamt: 0,
  }));

  const hsnOf = (list: readonly GstDocument[]) => {
    const sums = new Map<string, GstRateRow & { sac: string }>();
    for (const d of list) {
      const sign = d.type === 'CREDIT_NOTE' ? -1 : 1;
      for (const r of d.byRate.filter((row) => row.rate > 0)) {
        const key = `${d.sac}|${r.rate}`;
        const sum = sums.get(key) ?? { sac: d.sac, rate: r.rate, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
        sum.taxable += sign * r.taxable;
        sum.cgst += sign * r.cgst;
        sum.sgst += sign * r.sgst;
        sum.igst += sign * r.igst;
        sums.set(key, sum);
      }
    }
    return [...sums.values()].map((s, i) => ({
      num: i + 1,
      hsn_sc: s.sac,
      desc: 'Rent-a-car without operator',
      uqc: 'NA',
      qty: 0,
      rt: s.rate,
      txval: money(s.taxable),
      iamt: money(s.igst),
      camt: money(s.cgst),
      samt: money(s.sgst),
      csamt: 0,
    }));
  };
  const registered = [...invoices, ...notes].filter((d) => d.gstin);
  const unregistered = [...invoices, ...notes].filter((d) => !d.gstin);

  // Table 13 lists every document issued, taxed or not (a bill of supply is a document too).
  const doc_det = [...groupBy(documents, (d) => d.type)]
    .map(([type, list]) => {
      const numbers = list.map((d) => d.number).sort();
      return {
        doc_num: DOC_NUM[type as GstDocument['type']],
        docs: [{ num: 1, from: numbers[0], to: numbers[numbers.length - 1], totnum: numbers.length, cancel: 0, net_issue: numbers.length }],
      };
    })
    .sort((a, b) => a.doc_num - b.doc_num);

  /** Table 11's shape: by place of supply, supply type and rate. */
  const advanceTable = (rows: { d: GstDocument; r: GstRateRow; sign: number }[]) => {
    const sums = new Map<string, { pos: string; sply_ty: string; items: Map<number, GstRateRow> }>();
    for (const { d, r, sign } of rows) {
      const sply_ty = d.intraState ? 'INTRA' : 'INTER';
      const key = `${d.placeOfSupply.code}|${sply_ty}`;
      const entry = sums.get(key) ?? { pos: d.placeOfSupply.code, sply_ty, items: new Map() };
      const item = entry.items.get(r.rate) ?? { rate: r.rate, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
      item.taxable += sign * r.taxable;
      item.cgst += sign * r.cgst;
      item.sgst += sign * r.sgst;
      item.igst += sign * r.igst;
      entry.items.set(r.rate, item);
      sums.set(key, entry);
    }
    return [...sums.values()]
      .map((e) => ({
        pos: e.pos,
        sply_ty: e.sply_ty,
        itms: [...e.items.values()]
          .filter((i) => i.taxable !== 0)
          .map((i) => ({ rt: i.rate, ad_amt: money(i.taxable), iamt: money(i.igst), camt: money(i.cgst), samt: money(i.sgst), csamt: 0 })),
      }))
      .filter((e) => e.itms.length > 0);
  };
  const at = advanceTable(
    taxed
      .filter((d) => d.type === 'RECEIPT_VOUCHER' || d.type === 'REFUND_VOUCHER')
      .flatMap((d) => d.byRate.filter((r) => r.rate > 0).map((r) => ({ d, r, sign: d.type === 'REFUND_VOUCHER' ? -1 : 1 }))),
  );
  const txpd = advanceTable(invoices.flatMap((d) => (d.advancesAdjusted ?? []).map((r) => ({ d, r, sign: 1 }))));

  return {
    gstin,
    fp: filingPeriod(month),
    b2b,
    b2cs,
    cdnr,
    at,
    txpd,
    hsn: { hsn_b2b: hsnOf(registered), hsn_b2c: hsnOf(unregistered) },
    doc_issue: { doc_det },
  };
}
