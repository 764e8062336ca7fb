import { useQuery } from '@apollo/client/react';
import { QueryCell } from '../../../components/QueryCell';
import { formatRupees } from '../../../lib/formatRupees';
import { useDeletePriceRuleMutation } from './useDeletePriceRuleMutation';
import { AdminCard } from '../AdminCard';
import { AdminScreen } from '../AdminScreen';
import { priceRulesDocument } from './pricingQueries';
import { PriceRuleForm, WEEKDAYS } from './PriceRuleForm';
import { PricePreview } from './PricePreview';
import '../../../components/form/form.css';
import '../content-admin.css';

/** Pricing (issue 22): weekend, festival and season rules; where they overlap the highest priority wins. */
export function PricingPage() {
  const { data, error, refetch } = useQuery(priceRulesDocument);
  const [deleteRule, deletion] = useDeletePriceRuleMutation();
  return (
    <AdminScreen title="Pricing">
      <QueryCell data={data} error={error} what="the price rules" retry={() => refetch()}>
        {(d) => (
          <>
            {d.cars.length === 0 ? (
              <p className="admin-empty">No cars yet: add one to preview its price.</p>
            ) : (
              <PricePreview cars={d.cars} />
            )}
            <PriceRuleForm cars={d.cars} />
            {d.priceRules.length === 0 ? (
              <p className="admin-empty">No price rules: every day costs the car price.</p>
            ) : (
              <ul className="admin-cards" aria-label="Price rules">
                {d.priceRules.map((rule) => (
                  <AdminCard
                    key={rule.id}
                    label={rule.name}
                    busy={deletion.loading}
                    onDelete={() => void deleteRule({ variables: { id: rule.id } }).catch(() => undefined)}
                  >
                    <h3 className="admin-card__title">{rule.name}</h3>
                    <p className="admin-card__meta">
                      {rule.percent !== null && rule.percent !== undefined
                        ? `${rule.percent > 0 ? '+' : ''}${rule.percent}%`
                        : `${formatRupees(rule.dailyPrice ?? 0)} per day`}{' '}
                      · priority {rule.priority}
                    </p>
                    <p className="admin-card__meta">
                      {rule.from || rule.to ? `${rule.from ?? '…'} to ${rule.to ?? '…'}` : 'Any date'} ·{' '}
                      {rule.weekdays.length ? rule.weekdays.map((d) => WEEKDAYS[d]).join(', ') : 'every day'} ·{' '}
                      {rule.carIds.length
                        ? rule.carIds.map((id) => d.cars.find((c) => c.id === id)?.name ?? 'a removed car').join(', ')
                        : 'all cars'}
                    </p>
                  </AdminCard>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryCell>
    </AdminScreen>
  );
}
