import { afterEach, beforeEach, vi } from 'vitest';

type Level = 'error' | 'warn';

const expected: { level: Level; pattern: RegExp }[] = [];
const unexpected: string[] = [];

function describe(args: unknown[]): string {
  return args
    .map((arg) =>
      arg instanceof Error
        ? `${arg.name}: ${arg.message}`
        : typeof arg === 'string'
          ? arg
          : JSON.stringify(arg),
    )
    .join(' ');
}

/**
 * A test that expects the code under test to warn or log an error says so: anything else
 * written to console.error or console.warn fails the test, so silent failures are seen.
 */
export function expectConsole(level: Level, pattern: RegExp): void {
  expected.push({ level, pattern });
}

beforeEach(() => {
  expected.length = 0;
  unexpected.length = 0;
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      const text = describe(args);
      if (!expected.some((entry) => entry.level === level && entry.pattern.test(text)))
        unexpected.push(`console.${level}: ${text}`);
    });
  }
});

afterEach(() => {
  if (unexpected.length > 0) {
    const lines = unexpected.splice(0).join('\n');
    throw new Error(
      `Unexpected console output (a test that expects it calls expectConsole):\n${lines}`,
    );
  }
});
