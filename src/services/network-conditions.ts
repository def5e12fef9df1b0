import type { ServiceName } from './service-names';

/** How a service answers: as usual, with a server error, or not at all. */
export type ServiceMode = 'ok' | 'fail' | 'hang';

/** Long enough that the shop's own deadline always comes first. */
const HANG_MS = 120_000;

/**
 * The network between the shop and its services, as this process plays it: a latency (with
 * jitter) on every answer, and a mode per service that fault tests switch. Kept in the
 * isolate's memory: `wrangler dev` runs the stand-ins in one isolate for as long as it runs.
 */
export class NetworkConditions {
  private modes: Record<ServiceName, ServiceMode> = {
    checkout: 'ok',
    content: 'ok',
    search: 'ok',
    logs: 'ok',
    monitoring: 'ok',
  };

  constructor(
    private latencyMs: number,
    private jitterMs: number,
    private readonly random: () => number = Math.random,
  ) {}

  get settings() {
    return { latencyMs: this.latencyMs, jitterMs: this.jitterMs, modes: { ...this.modes } };
  }

  setLatency(latencyMs: number, jitterMs: number) {
    this.latencyMs = latencyMs;
    this.jitterMs = jitterMs;
  }

  setMode(service: ServiceName, mode: ServiceMode) {
    this.modes[service] = mode;
  }

  modeOf(service: ServiceName): ServiceMode {
    return this.modes[service];
  }

  /** This answer's delay: the latency, give or take up to the jitter, never below zero. */
  delayMs(): number {
    const jitter = this.jitterMs === 0 ? 0 : (this.random() * 2 - 1) * this.jitterMs;
    return Math.max(0, Math.round(this.latencyMs + jitter));
  }

  /** Waits as the network would before the service answers; a hanging service never does. */
  async travel(service: ServiceName): Promise<void> {
    const delay = this.modeOf(service) === 'hang' ? HANG_MS : this.delayMs();
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  }
}
