import type * as MainModule from '../src/index';

// Lets `exports.default` from cloudflare:workers carry the worker entry's real type in tests.
declare global {
  namespace Cloudflare {
    interface GlobalProps {
      mainModule: typeof MainModule;
    }
  }
}
