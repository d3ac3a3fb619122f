import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface RevenuePoint {
  label: string;
  revenue: number;
}

/**
 * The monthly revenue as bars, one per month: each month's sum stands on its own, where a
 * smoothed area spread it into its neighbours (docs/product/back-office.md#monthly-revenue).
 * Recharts is lazily loaded (decision 0025). The chart is hidden from screen readers, which read
 * the table beside it, and inert: nothing inside an aria-hidden region may take the focus.
 */
export default function RevenueChart({
  points,
  format,
  formatTick,
}: {
  points: readonly RevenuePoint[];
  /** an amount as the tooltip writes it, with its cents */
  format: (amount: number) => string;
  /** an amount on the axis, whole euros */
  formatTick: (amount: number) => string;
}) {
  return (
    <div aria-hidden="true" inert className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...points]} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis width={70} tick={{ fontSize: 12 }} tickFormatter={formatTick} />
          <Tooltip formatter={(value) => format(Number(value))} />
          <Bar dataKey="revenue" fill="#1f2a44" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
