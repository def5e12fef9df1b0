import { median } from './measure.ts';

/**
 * The interactions' goal (issue 48): each at most 100 ms with the CPU slowed down four times,
 * as INP's "good" threshold is 200 ms on a real phone.
 */
export const INTERACTION_GOAL_MS = 100;

/** What the page's PerformanceObserver keeps of an Event Timing entry. */
export interface EventEntry {
  name: string;
  /** 0 for events that are no interaction (a mouseover, a scroll). */
  interactionId: number;
  duration: number;
  /** What the event was dispatched to, as `tag.class` or `tag[name]`. */
  target: string;
}

export interface Interaction {
  id: number;
  /** From the input to the next paint, as INP counts it: the longest of its events. */
  latency: number;
  /** Its longest event, e.g. `click on button.card-add`. */
  event: string;
}

/**
 * The page's interactions among the entries, each with its latency: the events that make up one
 * interaction (pointerdown, pointerup, click; keydown, keyup) share an id, and INP counts the
 * longest of them.
 */
export function interactionsOf(entries: readonly EventEntry[]): Interaction[] {
  const byId = new Map<number, Interaction>();
  for (const entry of entries) {
    if (entry.interactionId === 0) continue;
    const known = byId.get(entry.interactionId);
    if (known && known.latency >= entry.duration) continue;
    byId.set(entry.interactionId, {
      id: entry.interactionId,
      latency: entry.duration,
      event: `${entry.name} on ${entry.target}`,
    });
  }
  return [...byId.values()];
}

/**
 * The slowest interaction among the entries of one step (a word typed: its slowest keystroke).
 * The observer reports only events of 16 ms or more, so a step without any was faster than
 * that: its latency is counted as 0 and shown as under 16 ms.
 */
export function slowestInteraction(entries: readonly EventEntry[]): Interaction | undefined {
  return interactionsOf(entries).reduce<Interaction | undefined>(
    (slowest, interaction) =>
      slowest && slowest.latency >= interaction.latency ? slowest : interaction,
    undefined,
  );
}

/** One step's repetitions: each repetition's slowest interaction (none under 16 ms). */
export interface StepSamples {
  name: string;
  samples: (Interaction | undefined)[];
}

export interface StepResult {
  name: string;
  /** The median of the repetitions' slowest latencies, ms (0: under 16 ms each time). */
  medianMs: number;
  samplesMs: number[];
  /** The slowest event of the repetition nearest the median, to say what is slow. */
  event: string;
  withinGoal: boolean;
}

export function stepResult({ name, samples }: StepSamples): StepResult {
  const samplesMs = samples.map((sample) => sample?.latency ?? 0);
  const medianMs = median(samplesMs);
  // (A loop, not a sort: a sort puts the repetitions without any entry last, unasked.)
  let nearest = samples[0];
  for (const sample of samples)
    if (Math.abs((sample?.latency ?? 0) - medianMs) < Math.abs((nearest?.latency ?? 0) - medianMs))
      nearest = sample;
  return {
    name,
    medianMs,
    samplesMs,
    event: nearest?.event ?? '–',
    withinGoal: medianMs <= INTERACTION_GOAL_MS,
  };
}

const shown = (ms: number) => (ms === 0 ? '<16' : String(Math.round(ms)));

/** The steps as one Markdown table, the goal flagged. */
export function formatInteractionTable(results: readonly StepResult[]): string {
  const runs = results[0]?.samplesMs.length ?? 0;
  const header = [
    'interaction',
    `latency ms (median of ${runs})`,
    'runs',
    `goal ≤ ${INTERACTION_GOAL_MS} ms`,
    'slowest event (median run)',
  ];
  const rows = results.map((result) => [
    result.name,
    shown(result.medianMs),
    result.samplesMs.map(shown).join(' '),
    result.withinGoal ? 'ok' : 'OVER',
    result.event,
  ]);
  return [header, header.map(() => '---'), ...rows]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
}
