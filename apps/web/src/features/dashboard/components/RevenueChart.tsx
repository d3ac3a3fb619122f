import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface RevenuePoint {
  label: string;
  revenue: number;
}

/**
 * The monthly revenue as an area chart (Recharts, lazily loaded: decision 0025), hidden from
 * screen readers, which read the table beside it.
 */
export default function RevenueChart({
  points,
  format,
}: {
  points: readonly RevenuePoint[];
  format: (amount: number) => string;
}) {
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={[...points]} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis width={70} tick={{ fontSize: 12 }} tickFormatter={format} />
          <Tooltip formatter={(value) => format(Number(value))} />
          <Area
            type="monotone"
            dataKey="revenue"
            stroke="#1f2a44"
            fill="#d4af37"
            fillOpacity={0.4}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
