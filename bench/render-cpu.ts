import { readManifest } from './js-size.ts';
import { medianCpuMillisInTurns } from './measure.ts';

/**
 * One process's medians of the render scenarios' CPU time (`bench/render-scenarios.ts`, built
 * by `bench/run.ts` into the module named by the first argument), printed as JSON: the bench
 * runs it in several processes and keeps the median of their medians.
 */
const [bundle, warmup, runs] = process.argv.slice(2);
if (!bundle || !warmup || !runs) throw new Error('usage: render-cpu.ts <bundle> <warmup> <runs>');
const { renderScenarios } = (await import(bundle)) as {
  renderScenarios: (
    assets: Awaited<ReturnType<typeof readManifest>>,
  ) => Promise<{ name: string; render: () => Promise<number> }[]>;
};
const scenarios = await renderScenarios(await readManifest());
const medians = await medianCpuMillisInTurns(
  scenarios.map((scenario) => scenario.render),
  { warmup: Number(warmup), runs: Number(runs) },
);
process.stdout.write(
  JSON.stringify(scenarios.map((scenario, index) => ({ name: scenario.name, ms: medians[index] }))),
);
