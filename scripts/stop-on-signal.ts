import type { Served } from './wrangler-process.ts';

/** Ends the servers when this process is told to stop (Ctrl-C, or a test runner's SIGTERM). */
export function stopOnSignal(servers: Served[]) {
  const stop = () => {
    for (const server of servers) server.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (const server of servers)
    server.process.on('exit', (code) => {
      console.error(`a server of the live topology stopped (exit ${code})`);
      stop();
    });
}
