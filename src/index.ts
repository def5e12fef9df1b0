import { env } from 'cloudflare:workers';
import { createApp } from './app';
import { checkEnvironment } from './config/config';
import { scheduledCleanUp } from './scheduled';

// A broken or unsafe configuration stops the worker before it serves anyone: the deploy's
// start-up check fails and names what is missing (requests would answer the same, see
// the config middleware, should the bindings change under a running isolate).
checkEnvironment(env);

const app = createApp();

export default {
  fetch: app.fetch,
  scheduled: (_controller, env, ctx) => ctx.waitUntil(scheduledCleanUp(env)),
} satisfies ExportedHandler<Env>;
