import type { ServiceName } from './service-names';

/** One call a service answered: when it arrived and when its answer left, in epoch ms. */
export interface LoggedRequest {
  seq: number;
  service: ServiceName;
  method: string;
  path: string;
  status: number;
  startedAt: number;
  endedAt: number;
}

/** The newest calls kept; a bench reads them after each page, so a few thousand is plenty. */
const KEPT = 5000;

/**
 * The services' own log of what they were asked, so a measurement counts the round trips a
 * page made from what the services saw rather than from a guess.
 */
export class RequestLog {
  private entries: LoggedRequest[] = [];
  private lastSeq = 0;

  add(entry: Omit<LoggedRequest, 'seq'>): void {
    this.lastSeq += 1;
    this.entries.push({ seq: this.lastSeq, ...entry });
    if (this.entries.length > KEPT) this.entries.splice(0, this.entries.length - KEPT);
  }

  /** The calls logged after `seq`, oldest first, and the newest number to ask after next. */
  since(seq: number): { requests: LoggedRequest[]; last: number } {
    return { requests: this.entries.filter((entry) => entry.seq > seq), last: this.lastSeq };
  }
}
