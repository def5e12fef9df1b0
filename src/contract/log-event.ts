import { z } from 'zod';

/** Events only the worker writes: the browser cannot send them (revenue cannot be forged). */
const SERVER_ONLY_EVENTS = ['purchase'] as const;

const eventName = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,63}$/, 'a lowercase event name such as page_view');

/** Any event as the event log takes it. */
export const logEventSchema = z.object({
  event: eventName,
  data: z.record(z.string(), z.unknown()),
});

export type LogEvent = z.infer<typeof logEventSchema>;

/** True for an event only the worker writes. */
export const isServerOnlyEvent = (event: string) =>
  (SERVER_ONLY_EVENTS as readonly string[]).includes(event);
