import { withinBudget, type Measurement } from './measure.ts';

const formatBudget = (measurement: Measurement) => {
  const { budget, unit } = measurement;
  if (!budget) return '';
  return 'max' in budget ? `≤ ${budget.max} ${unit}` : `≥ ${budget.min} ${unit}`;
};

/** One plain-text table, so numbers can be pasted into an issue note as they are. */
export function formatTable(measurements: Measurement[]): string {
  const header = ['measurement', 'median', 'unit', 'runs', 'budget', 'status'];
  const rows = measurements.map((m) => [
    m.name,
    m.value < 10 ? m.value.toFixed(3) : m.value.toFixed(1),
    m.unit,
    String(m.runs),
    formatBudget(m),
    withinBudget(m),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    '| ' + cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ') + ' |';
  const rule = '|' + widths.map((width) => '-'.repeat(width + 2)).join('|') + '|';
  return [line(header), rule, ...rows.map(line)].join('\n');
}
