export {};

// In a deployed worker the embedded services are modules of its bundle, instantiated on first
// use in a moment. In the test runner each is fetched and transformed on its first import (the
// seed alone is megabytes of text), which would land inside a file's first page and its
// 2.8 s page deadline. They are imported here, before the tests, as a bundle holds them;
// which of them the shop loads, and when, is still told by embeddedModulesLoaded().
await Promise.all([
  import('../../src/local/checkout-api/checkout-api-app'),
  import('../../src/local/content-lake/embedded-lake'),
  import('../../src/local/search-engine/embedded-engine'),
  import('../../studio/seed/production.ndjson'),
]);
