import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { graphql } from '../../../gql';
import { formatRupees } from '../../../lib/formatRupees';
import { formatDay } from '../../../lib/cityClock';
import { DASHBOARD_REFRESH_MS } from './DashboardStats';

export const adminChartsDocument = graphql(`
  query AdminCharts {
    adminCharts {
      bookingsPerDay { date pending accepted rejected canceled completed }
      revenuePerWeek { weekStart amount }
      carShare { carId name share }
    }
  }
`);

const STATUSES = [
  { key: 'pending', label: 'Pending', color: '#f59e0b' },
  { key: 'accepted', label: 'Accepted', color: '#16a34a' },
  { key: 'completed', label: 'Completed', color: '#2563eb' },
  { key: 'rejected', label: 'Rejected', color: '#dc2626' },
  { key: 'canceled', label: 'Canceled', color: '#6b7280' },
] as const;

interface CellProps {
  title: string;
  loading: boolean;
  failed: boolean;
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
  children: ReactNode;
}

/** One chart with its own loading, empty and failure states. */
function ChartCell({ title, loading, failed, empty, emptyText, onRetry, children }: CellProps) {
  let body: ReactNode = children;
  if (failed) {
    body = (
      <div className="dashboard-chart__state" role="alert">
        <p>Could not load this chart.</p>
        <button type="button" className="btn btn--ghost" onClick={onRetry}>Retry</button>
      </div>
    );
  } else if (loading) body = <p className="dashboard-chart__state" role="status">Loading chart...</p>;
  else if (empty) body = <p className="dashboard-chart__state" role="status">{emptyText}</p>;
  return (
    <figure className="dashboard-chart" aria-label={title}>
      <figcaption className="dashboard-chart__title">{title}</figcaption>
      {body}
    </figure>
  );
}

const shortDay = (date: string) => formatDay(date).replace(/ \d{4}$/, '');

/** The shape of the business: bookings per day by status, revenue per week, and how booked each car is. */
export function DashboardCharts() {
  const { data, previousData, error, loading, refetch } = useQuery(adminChartsDocument, {
    pollInterval: DASHBOARD_REFRESH_MS, notifyOnNetworkStatusChange: false,
  });
  const charts = (data ?? previousData)?.adminCharts;
  const failed = !charts && Boolean(error);
  const waiting = !charts && !error && loading;
  const retry = () => { void refetch().catch(() => undefined); };
  const perDay = charts?.bookingsPerDay ?? [];
  const weeks = charts?.revenuePerWeek ?? [];
  const shares = (charts?.carShare ?? []).map((c) => ({ name: c.name, percent: Math.round(c.share * 100) }));
  const cell = { loading: waiting, failed, onRetry: retry };

  return (
    <section className="dashboard-charts" aria-label="Charts">
      <ChartCell title="Bookings per day (last 30 days)" {...cell}
        empty={perDay.every((d) => STATUSES.every((s) => d[s.key] === 0))} emptyText="No bookings in the last 30 days.">
        <ResponsiveContainer width="100%" height={260}>
          <BarChart data={perDay.map((d) => ({ ...d, day: shortDay(d.date) }))}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" interval="preserveStartEnd" fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} width={32} />
            <Tooltip />
            <Legend />
            {STATUSES.map((s) => <Bar key={s.key} dataKey={s.key} name={s.label} stackId="status" fill={s.color} isAnimationActive={false} />)}
          </BarChart>
        </ResponsiveContainer>
      </ChartCell>
      <ChartCell title="Revenue per week (Accepted and Completed)" {...cell}
        empty={weeks.every((w) => w.amount === 0)} emptyText="No revenue in the last 12 weeks.">
        <ResponsiveContainer width="100%" height={260}>
          <BarChart data={weeks.map((w) => ({ ...w, week: shortDay(w.weekStart) }))}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="week" fontSize={12} />
            <YAxis fontSize={12} width={70} tickFormatter={(v: number) => formatRupees(v)} />
            <Tooltip formatter={(v) => formatRupees(Number(v))} />
            <Bar dataKey="amount" name="Revenue" fill="#0f766e" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCell>
      <ChartCell title="Share of the next 30 days booked, per car" {...cell}
        empty={shares.length === 0} emptyText="No cars in the catalogue yet.">
        <ResponsiveContainer width="100%" height={Math.max(160, shares.length * 28 + 40)}>
          <BarChart data={shares} layout="vertical" margin={{ left: 16 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" domain={[0, 100]} unit="%" fontSize={12} />
            <YAxis type="category" dataKey="name" width={90} fontSize={12} />
            <Tooltip formatter={(v) => `${v}%`} />
            <Bar dataKey="percent" name="Booked" fill="#7c3aed" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCell>
    </section>
  );
}
