import { useTranslation } from 'react-i18next';
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
  /** The bill was settled at the counter: its balance was paid or given back then, and nothing is due (issue 32). */
  settled?: boolean;
}

/** The last line of the bill: what is still to move, or, once settled, what moved at the settlement. */
function balanceKey(balance: number, settled: boolean) {
  if (settled) return balance >= 0 ? 'bill.paidAtSettlement' : 'bill.givenBackAtSettlement';
  return balance >= 0 ? 'bill.balance' : 'bill.dueBack';
}

/** A trip's bill as the server computed it: each line, the tax split, the deposit, what was paid and the balance. */
export function BillTable({ bill: fragment, lineAction, settled = false }: Props) {
  const bill = billOf(fragment);
  const { t } = useTranslation();
  const totals: [string, number][] = [
    [t('bill.taxable'), bill.taxable],
    ...(bill.cgst ? ([['CGST', bill.cgst]] as [string, number][]) : []),
    ...(bill.sgst ? ([['SGST', bill.sgst]] as [string, number][]) : []),
    ...(bill.igst ? ([['IGST', bill.igst]] as [string, number][]) : []),
  ];
  return (
    <div className="bill">
      <table className="bill__table">
        <caption>{bill.taxInvoice ? t('bill.taxInvoice') : t('bill.billOfSupply')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('bill.item')}</th>
            <th scope="col">{t('bill.qty')}</th>
            <th scope="col">{t('bill.rate')}</th>
            <th scope="col">{t('bill.amount')}</th>
            {lineAction && (
              <th scope="col">
                <span className="visually-hidden">{t('bill.action')}</span>
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
                {line.waivedReason && <span className="bill__waiver">{t('bill.waived', { reason: line.waivedReason })}</span>}
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
          <dt>{t('bill.total')}</dt>
          <dd>{formatRupees(bill.total)}</dd>
        </div>
        <div>
          <dt>{t('bill.advance')}</dt>
          <dd>{formatRupees(bill.advance)}</dd>
        </div>
        <div>
          <dt>{t('bill.deposit')}</dt>
          <dd>{formatRupees(bill.depositHeld)}</dd>
        </div>
        <div className="bill__total">
          <dt>{t(balanceKey(bill.balance, settled))}</dt>
          <dd>{formatRupees(Math.abs(bill.balance))}</dd>
        </div>
      </dl>
    </div>
  );
}
