import type { ReactNode } from 'react';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { formatRupees } from '../../lib/formatRupees';
import './bill.css';

export const BillTableFragment = graphql(`
  fragment BillTable_bill on BillView {
    lines {
      kind
      description
      quantity
      unitPrice
      amount
      gstRate
      waivedReason
    }
    taxable
    cgst
    sgst
    igst
    total
    depositHeld
    deductions
    advance
    balance
    taxInvoice
  }
`);

export type BillLineRow = ReturnType<typeof billOf>['lines'][number];
const billOf = (bill: FragmentType<typeof BillTableFragment>) => getFragmentData(BillTableFragment, bill);

interface Props {
  bill: FragmentType<typeof BillTableFragment>;
  /** Staff's action on a line (waive), shown in its own column. */
  lineAction?: (line: BillLineRow, index: number) => ReactNode;
}

/** A trip's bill as the server computed it: each line, the tax split, the deposit, what was paid and the balance. */
export function BillTable({ bill: fragment, lineAction }: Props) {
  const bill = billOf(fragment);
  const totals: [string, number][] = [
    ['Taxable value', bill.taxable],
    ...(bill.cgst ? ([['CGST', bill.cgst]] as [string, number][]) : []),
    ...(bill.sgst ? ([['SGST', bill.sgst]] as [string, number][]) : []),
    ...(bill.igst ? ([['IGST', bill.igst]] as [string, number][]) : []),
  ];
  return (
    <div className="bill">
      <table className="bill__table">
        <caption>{bill.taxInvoice ? 'Bill (tax invoice)' : 'Bill (bill of supply)'}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
            <th scope="col">Rate</th>
            <th scope="col">Amount</th>
            {lineAction && (
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {bill.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a bill's lines are fixed in order (waivers point at their index)
            <tr key={`${line.kind}-${index}`} className={line.waivedReason ? 'bill__line--waived' : undefined}>
              <th scope="row">
                {line.description}
                {line.waivedReason && <span className="bill__waiver">Waived: {line.waivedReason}</span>}
              </th>
              <td>{line.quantity}</td>
              <td>{formatRupees(line.unitPrice)}</td>
              <td>{formatRupees(line.amount)}</td>
              {lineAction && <td>{lineAction(line, index)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="bill__totals">
        {totals.map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatRupees(amount)}</dd>
          </div>
        ))}
        <div className="bill__total">
          <dt>Total</dt>
          <dd>{formatRupees(bill.total)}</dd>
        </div>
        <div>
          <dt>Paid before (advance)</dt>
          <dd>{formatRupees(bill.advance)}</dd>
        </div>
        <div>
          <dt>Security deposit held</dt>
          <dd>{formatRupees(bill.depositHeld)}</dd>
        </div>
        <div className="bill__total">
          <dt>{bill.balance >= 0 ? 'Balance to pay' : 'Due back to the customer'}</dt>
          <dd>{formatRupees(Math.abs(bill.balance))}</dd>
        </div>
      </dl>
    </div>
  );
}
