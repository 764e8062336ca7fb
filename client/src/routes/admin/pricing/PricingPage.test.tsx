import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PricingPage } from './PricingPage';
import { priceRulesDocument } from './pricingQueries';
import { createPriceRuleDocument } from './useCreatePriceRuleMutation';
import { quoteDocument } from '../../../components/period/quoteQuery';
import { renderAdminScreen, repeat, sentWithAdminToken } from '../../../test/adminScreenTestKit';
import { quoteTermsOf } from '../../../test/wholePrice';

const rules = repeat({
  request: { query: priceRulesDocument },
  result: {
    data: {
      priceRules: [
        {
          __typename: 'PriceRule' as const,
          id: 'r1',
          name: 'Weekend',
          from: null,
          to: null,
          weekdays: [0, 6],
          carIds: [],
          percent: 15,
          dailyPrice: null,
          priority: 1,
        },
      ],
      cars: [{ __typename: 'Car' as const, id: 'car-1', name: 'Fortuner', price: 5499 }],
    },
  },
});
const preview = repeat({
  request: { query: quoteDocument, variables: () => true },
  result: {
    data: {
      quote: {
        __typename: 'QuoteResult' as const,
        bookFor: 'Daily' as const,
        pricedAs: 'Daily' as const,
        units: 3,
        unit: 'day',
        rate: 5499,
        subtotal: 18147,
        discountPercent: 0,
        discount: 0,
        deliveryFee: 0,
        ...quoteTermsOf(18147, 5499),
        lines: [
          { __typename: 'QuoteLine' as const, label: 'Rent: 3 days × ₹5,499', amount: 16497 },
          { __typename: 'QuoteLine' as const, label: 'Weekend (2 days)', amount: 1650 },
        ],
      },
    },
  },
});

describe('the Pricing screen', () => {
  it('lists the rules and previews a Friday to Monday stay with its breakdown', async () => {
    renderAdminScreen(<PricingPage />, [rules, preview]);
    const list = await screen.findByRole('list', { name: 'Price rules' });
    expect(within(list).getByRole('listitem', { name: 'Weekend' }).textContent).toContain('+15% · priority 1');
    const shown = await screen.findByRole('status', { name: 'Preview price' });
    expect(shown.textContent).toMatch(/This Fortuner from Fri .* to Mon .*: ₹18,147/);
    expect(shown.textContent).toContain('Weekend (2 days): ₹1,650');
  });

  it('adds a rule with the admin token', async () => {
    let input: Record<string, unknown> | undefined;
    const { sent } = renderAdminScreen(<PricingPage />, [
      rules,
      preview,
      {
        request: {
          query: createPriceRuleDocument,
          variables: (vars: Record<string, unknown>) => {
            input = vars.input as Record<string, unknown>;
            return true;
          },
        },
        result: { data: { createPriceRule: 'r2' } },
      },
    ]);
    const form = await screen.findByRole('form', { name: 'New price rule' });
    fireEvent.change(within(form).getByLabelText('Name (shown to customers)'), { target: { value: 'Diwali week' } });
    fireEvent.change(within(form).getByLabelText('From day'), { target: { value: '2030-10-25' } });
    fireEvent.change(within(form).getByLabelText('To day'), { target: { value: '2030-11-01' } });
    fireEvent.change(within(form).getByLabelText('Percent'), { target: { value: '30' } });
    fireEvent.change(within(form).getByLabelText('Priority (highest wins)'), { target: { value: '10' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(within(form).getByRole('status').textContent).toContain('Price rule added.'));
    expect(input).toEqual({
      name: 'Diwali week',
      from: '2030-10-25',
      to: '2030-11-01',
      weekdays: [],
      carIds: [],
      percent: 30,
      dailyPrice: null,
      priority: 10,
    });
    expect(sentWithAdminToken(sent, 'CreatePriceRule')).toEqual([true]);
  });

  it('says there is nothing to preview without cars, and that no rule is set', async () => {
    const empty = repeat({ request: { query: priceRulesDocument }, result: { data: { priceRules: [], cars: [] } } });
    renderAdminScreen(<PricingPage />, [empty]);
    expect(await screen.findByText('No cars yet: add one to preview its price.')).toBeTruthy();
    expect(screen.getByText('No price rules: every day costs the car price.')).toBeTruthy();
    expect(screen.queryByText('Working out the price...')).toBeNull();
  });
});
