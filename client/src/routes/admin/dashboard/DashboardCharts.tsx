import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { graphql } from '../../../gql';
import type { AdminChartsQuery } from '../../../gql/graphql';
import { QueryCell, QueryFailure } from '../../../components/QueryCell';
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

type Charts = NonNullable<AdminChartsQuery['adminCharts']>;

export const revenueDashboardDocument = graphql(`
  query RevenueDashboard {
    revenueDashboard {
      months { month taxable tax invoices }
      utilisation
    }
  }
`);

const monthLabel = (month: string) =>
  new Intl.DateTimeFormat('en-IN', { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

interface ChartProps<T> {
  title: string;
  charts: T | undefined;
  error: unknown;
  retry: () => Promise<unknown>;
  isEmpty: (charts: T) => boolean;
  emptyText: string;
  children: (charts: T) => ReactNode;
}

/** One chart in its figure, with the shared cell's loading, empty and failure states. */
function Chart<T>({ title, charts, error, retry, isEmpty, emptyText, children }: ChartProps<T>) {
  return (
    <figure className="dashboard-chart" aria-label={title}>
      <figcaption className="dashboard-chart__title">{title}</figcaption>
      <QueryCell
        data={charts}
        error={error}
        retry={retry}
        isEmpty={isEmpty}
        loading={
          <p className="dashboard-chart__state" role="status">
            Loading chart...
          </p>
        }
        empty={
          <p className="dashboard-chart__state" role="status">
            {emptyText}
          </p>
        }
        failure={<QueryFailure message="Could not load this chart." retry={retry} className="dashboard-chart__state" />}
      >
        {children}
      </QueryCell>
    </figure>
  );
}

const shortDay = (date: string) => formatDay(date).replace(/ \d{4}$/, '');

/** The shape of the business: bookings per day by status, revenue per week, and how booked each car is. */
export function DashboardCharts() {
  const { data, previousData, error, refetch } = useQuery(adminChartsDocument, {
    pollInterval: DASHBOARD_REFRESH_MS,
    notifyOnNetworkStatusChange: false,
  });
  const cell = { charts: (data ?? previousData)?.adminCharts ?? undefined, error, retry: refetch };
  const revenue = useQuery(revenueDashboardDocument, { pollInterval: DASHBOARD_REFRESH_MS, notifyOnNetworkStatusChange: false });
  const invoiced = {
    charts: (revenue.data ?? revenue.previousData)?.revenueDashboard,
    error: revenue.error,
    retry: revenue.refetch,
  };
  const sharesOf = (charts: Charts) => charts.carShare.map((c) => ({ name: c.name, percent: Math.round(c.share * 100) }));

  return (
    <section className="dashboard-charts" aria-label="Charts">
      <Chart
        title="Bookings per day (last 30 days)"
        {...cell}
        isEmpty={(c) => c.bookingsPerDay.every((d) => STATUSES.every((s) => d[s.key] === 0))}
        emptyText="No bookings in the last 30 days."
      >
        {(c) => (
          <ResponsiveContainer width="100%" height={260}>
            <BarChart data={c.bookingsPerDay.map((d) => ({ ...d, day: shortDay(d.date) }))}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="day" interval="preserveStartEnd" fontSize={12} />
              <YAxis allowDecimals={false} fontSize={12} width={32} />
              <Tooltip />
              <Legend />
              {STATUSES.map((s) => (
                <Bar key={s.key} dataKey={s.key} name={s.label} stackId="status" fill={s.color} isAnimationActive={false} />
              ))}
            </BarChart>
          </ResponsiveContainer>
        )}
      </Chart>
      <Chart
        title="Revenue per week (Accepted and Completed)"
        {...cell}
        isEmpty={(c) => c.revenuePerWeek.every((w) => w.amount === 0)}
        emptyText="No revenue in the last 12 weeks."
      >
        {(c) => (
          <ResponsiveContainer width="100%" height={260}>
            <BarChart data={c.revenuePerWeek.map((w) => ({ ...w, week: shortDay(w.weekStart) }))}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="week" fontSize={12} />
              <YAxis fontSize={12} width={70} tickFormatter={(v: number) => formatRupees(v)} />
              <Tooltip formatter={(v) => formatRupees(Number(v))} />
              <Bar dataKey="amount" name="Revenue" fill="#0f766e" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        )}
      </Chart>
      <Chart
        title="Invoiced revenue by month, tax apart (settled trips)"
        {...invoiced}
        isEmpty={(r) => r.months.length === 0}
        emptyText="No invoices in the last 12 months."
      >
        {(r) => (
          <>
            <ResponsiveContainer width="100%" height={260}>
              <BarChart data={r.months.map((m) => ({ ...m, label: monthLabel(m.month) }))}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" fontSize={12} />
                <YAxis fontSize={12} width={70} tickFormatter={(v: number) => formatRupees(v)} />
                <Tooltip formatter={(v) => formatRupees(Number(v))} />
                <Legend />
                <Bar dataKey="taxable" name="Before tax" stackId="revenue" fill="#0f766e" isAnimationActive={false} />
                <Bar dataKey="tax" name="GST" stackId="revenue" fill="#f59e0b" isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
            <p className="dashboard-chart__note">
              Fleet utilisation, last 90 days: {Math.round(r.utilisation * 100)}% of car-days on trips
            </p>
          </>
        )}
      </Chart>
      <Chart
        title="Share of the next 30 days booked, per car"
        {...cell}
        isEmpty={(c) => c.carShare.length === 0}
        emptyText="No cars in the catalogue yet."
      >
        {(c) => (
          <ResponsiveContainer width="100%" height={Math.max(160, c.carShare.length * 28 + 40)}>
            <BarChart data={sharesOf(c)} layout="vertical" margin={{ left: 16 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" domain={[0, 100]} unit="%" fontSize={12} />
              <YAxis type="category" dataKey="name" width={90} fontSize={12} />
              <Tooltip formatter={(v) => `${v}%`} />
              <Bar dataKey="percent" name="Booked" fill="#7c3aed" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        )}
      </Chart>
    </section>
  );
}
