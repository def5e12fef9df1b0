export interface Measurement {
  name: string;
  value: number;
  unit: string;
  runs: number;
  budget?: { max: number } | { min: number };
}

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * CPU time of one async task on this thread, in milliseconds. The render is the only
 * work in flight, so process CPU time is its CPU time (what the edge bills and budgets).
 */
export async function cpuMillis(task: () => Promise<unknown>): Promise<number> {
  const start = process.cpuUsage();
  await task();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

export async function medianCpuMillis(
  task: () => Promise<unknown>,
  { warmup, runs }: { warmup: number; runs: number },
): Promise<number> {
  for (let i = 0; i < warmup; i++) await task();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push(await cpuMillis(task));
  return median(samples);
}

export function withinBudget(measurement: Measurement): 'ok' | 'OVER' | '' {
  const { budget, value } = measurement;
  if (!budget) return '';
  if ('max' in budget) return value <= budget.max ? 'ok' : 'OVER';
  return value >= budget.min ? 'ok' : 'OVER';
}
