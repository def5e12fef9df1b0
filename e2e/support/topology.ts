import { test } from '@playwright/test';
import { servicesOrigin } from '../../scripts/live-topology.ts';

/**
 * Whether the running test drives the live topology: the shop in production mode, its
 * stand-ins a process of their own on another port (playwright.config.ts, project `live`).
 */
const isLive = () => test.info().project.name.startsWith('live');

/**
 * Where a test reaches the Checkout API itself (a shopper's session, the stand-in's own
 * inspection calls): the worker's embedded API, or the stand-ins' Centra over the network.
 */
export const checkoutApi = () =>
  isLive() ? `${servicesOrigin()}/api/checkout` : '/_local/checkout-api';

/** The stand-ins' controls: latency, a service failing or hanging, what each was asked. */
export const servicesControl = (path: string) => `${servicesOrigin()}/__services${path}`;
