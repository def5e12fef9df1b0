import { describe, expect, it } from 'vitest';
import {
  formatInteractionTable,
  interactionsOf,
  slowestInteraction,
  stepResult,
  type EventEntry,
} from './event-timing.ts';

const entry = (
  interactionId: number,
  name: string,
  duration: number,
  target = 'button',
): EventEntry => ({
  name,
  interactionId,
  duration,
  target,
});

describe('interactionsOf', () => {
  it('groups the events of one input by interaction, its latency the longest of them', () => {
    const entries = [
      entry(7, 'pointerdown', 48),
      entry(7, 'pointerup', 40),
      entry(7, 'click', 112),
      entry(14, 'keydown', 24, 'input[name=q]'),
      entry(14, 'keyup', 16, 'input[name=q]'),
    ];
    expect(interactionsOf(entries)).toEqual([
      { id: 7, latency: 112, event: 'click on button' },
      { id: 14, latency: 24, event: 'keydown on input[name=q]' },
    ]);
  });

  it('leaves out events that are no interaction', () => {
    expect(interactionsOf([entry(0, 'mouseover', 300), entry(0, 'scroll', 90)])).toEqual([]);
  });
});

describe('slowestInteraction', () => {
  it('is the slowest keystroke of a word typed', () => {
    const keys = [entry(1, 'keydown', 32), entry(2, 'keydown', 96), entry(3, 'keydown', 40)];
    expect(slowestInteraction(keys)).toEqual({ id: 2, latency: 96, event: 'keydown on button' });
  });

  it('is none when every event was under the 16 ms the API reports', () => {
    expect(slowestInteraction([])).toBeUndefined();
  });
});

describe('stepResult', () => {
  const at = (latency: number) => ({ id: latency, latency, event: `click at ${latency}` });

  it('keeps the median of the repetitions and flags it over 100 ms', () => {
    const result = stepResult({
      name: 'apply a filter',
      samples: [at(208), at(88), at(120), undefined, at(140)],
    });
    expect(result).toEqual({
      name: 'apply a filter',
      medianMs: 120,
      samplesMs: [208, 88, 120, 0, 140],
      event: 'click at 120',
      withinGoal: false,
    });
  });

  it('counts a repetition under 16 ms as 0, and 100 ms as within the goal', () => {
    expect(stepResult({ name: 'open', samples: [undefined, at(100), at(100)] }).withinGoal).toBe(
      true,
    );
    expect(stepResult({ name: 'open', samples: [undefined, undefined, at(40)] })).toMatchObject({
      medianMs: 0,
      event: '–',
      withinGoal: true,
    });
  });
});

describe('formatInteractionTable', () => {
  it('shows each step’s median, its runs and whether it met the goal', () => {
    const table = formatInteractionTable([
      stepResult({
        name: 'open the cart',
        samples: [undefined, { id: 1, latency: 48, event: 'click on a' }, undefined],
      }),
      stepResult({
        name: 'show all',
        samples: [{ id: 2, latency: 136, event: 'click on button' }],
      }),
    ]);
    expect(table.split('\n')).toEqual([
      '| interaction | latency ms (median of 3) | runs | goal ≤ 100 ms | slowest event (median run) |',
      '| --- | --- | --- | --- | --- |',
      '| open the cart | <16 | <16 48 <16 | ok | – |',
      '| show all | 136 | 136 | OVER | click on button |',
    ]);
  });
});
