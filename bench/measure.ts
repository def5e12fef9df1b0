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

/** Resolves once the event loop has turned: timers and immediates due by then have run. */
function turnOfTheEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * CPU time of one async task, in milliseconds, up to the next turn of the event loop. The task
 * is the only work in flight, so process CPU time is its CPU time (what the edge bills and
 * budgets). The turn is part of the task: a render leaves a timer and an immediate behind (React's
 * own), and a worker's event loop runs them after every request. Awaiting task after task never
 * would: each render's request stayed in memory (33 KB of heap a render, 100 MB after 2,000),
 * and every later render paid for collecting a heap that only grew.
 */
export async function cpuMillis(task: () => Promise<unknown>): Promise<number> {
  const start = process.cpuUsage();
  await task();
  await turnOfTheEventLoop();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

export async function medianCpuMillis(
  task: () => Promise<unknown>,
  { warmup, runs }: { warmup: number; runs: number },
): Promise<number> {
  for (let i = 0; i < warmup; i++) await cpuMillis(task);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push(await cpuMillis(task));
  return median(samples);
}

/**
 * The median CPU time of each task, sampled in turns (one run of each, then the next round)
 * after warming every task up the same way. In turns, each task sees the same share of the
 * machine's drift over the run (other tenants of a shared host slow it for seconds at a time),
 * and code the tasks share is warmed by all of them before any is measured, not only by
 * those measured first.
 */
export async function medianCpuMillisInTurns(
  tasks: readonly (() => Promise<unknown>)[],
  { warmup, runs }: { warmup: number; runs: number },
): Promise<number[]> {
  for (let round = 0; round < warmup; round++) for (const task of tasks) await cpuMillis(task);
  const samples = tasks.map((): number[] => []);
  for (let round = 0; round < runs; round++)
    for (const [index, task] of tasks.entries()) samples[index]!.push(await cpuMillis(task));
  return samples.map(median);
}

export function withinBudget(measurement: Measurement): 'ok' | 'OVER' | '' {
  const { budget, value } = measurement;
  if (!budget) return '';
  if ('max' in budget) return value <= budget.max ? 'ok' : 'OVER';
  return value >= budget.min ? 'ok' : 'OVER';
}
