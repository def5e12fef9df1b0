import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** wrangler without telemetry, error reports or the Request.cf download (no network here). */
export const QUIET_WRANGLER = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

// Run on this process's Node (the project's 22), whatever `node` the PATH would find.
const wrangler = [path.resolve('node_modules/wrangler/bin/wrangler.js')];

/** Runs a wrangler command to its end (quietly); rejects when it fails. */
export function runWrangler(args: string[], env: NodeJS.ProcessEnv = QUIET_WRANGLER) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [...wrangler, ...args], { env, stdio: 'ignore' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`wrangler ${args.join(' ')} exited ${code}`)),
    );
  });
}

/** Waits until `url` answers as `ready` says, or throws at the deadline. */
export async function waitFor(
  url: string,
  deadline: number,
  ready = (status: number) => status < 300,
) {
  while (Date.now() < deadline) {
    try {
      if (ready((await fetch(url)).status)) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`nothing answered ${url} in time`);
}

export interface Served {
  origin: string;
  /** Ends the server and its children. */
  stop: () => void;
  process: ChildProcess;
}

/**
 * `wrangler dev` with `args` on 127.0.0.1:`port`, once `readyPath` answers as `ready` says. Its
 * own process group, so `stop` ends workerd with it; `output` 'inherit' shows its log.
 */
export async function serveWrangler(options: {
  args: string[];
  port: number;
  readyPath: string;
  ready?: (status: number) => boolean;
  env?: NodeJS.ProcessEnv;
  output?: 'ignore' | 'inherit';
  timeoutMs?: number;
}): Promise<Served> {
  const server = spawn(
    process.execPath,
    [
      ...wrangler,
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(options.port),
      '--log-level',
      options.output === 'inherit' ? 'warn' : 'error',
      '--show-interactive-dev-session=false',
      ...options.args,
    ],
    {
      env: { ...QUIET_WRANGLER, NODE_ENV: 'production', ...options.env },
      stdio: options.output ?? 'ignore',
      detached: true,
    },
  );
  const origin = `http://127.0.0.1:${options.port}`;
  const stop = () => {
    try {
      process.kill(-(server.pid as number), 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  try {
    await waitFor(
      `${origin}${options.readyPath}`,
      Date.now() + (options.timeoutMs ?? 120_000),
      options.ready,
    );
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop, process: server };
}

/** The `--var NAME:value` arguments for a set of variables. */
export const varArgs = (vars: Record<string, string>) =>
  Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]);
