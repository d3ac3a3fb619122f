import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';

export interface StatusSlice {
  label: string;
  count: number;
  color: string;
}

/**
 * The status split as a pie (Recharts, in this lazily loaded module only: decision 0025). It is
 * hidden from screen readers, which read the table beside it, and inert: the pie's layer takes
 * the focus by default, and nothing inside an aria-hidden region may (axe: aria-hidden-focus).
 */
export default function StatusChart({ slices }: { slices: readonly StatusSlice[] }) {
  return (
    <div aria-hidden="true" inert className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <PieChart accessibilityLayer={false}>
          <Pie
            data={[...slices]}
            dataKey="count"
            nameKey="label"
            innerRadius="45%"
            outerRadius="80%"
            isAnimationActive={false}
            rootTabIndex={-1}
          >
            {slices.map((slice) => (
              <Cell key={slice.label} fill={slice.color} />
            ))}
          </Pie>
          <Tooltip />
          <Legend formatter={(value) => <span className="text-ink-900">{String(value)}</span>} />
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}
