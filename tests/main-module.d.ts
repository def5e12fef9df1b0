import type { D1Migration } from '@cloudflare/vitest-plugin';
import type * as MainModule from '../src/index';

// Lets `exports.default` from cloudflare:workers carry the worker entry's real type in tests.
declare global {
  namespace Cloudflare {
    interface GlobalProps {
      mainModule: typeof MainModule;
    }
    interface Env {
      /** Bound by vitest.workers.config.ts for tests/setup/apply-migrations.ts. */
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
