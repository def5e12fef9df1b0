/** A mail the embedded tenant would have sent: no mail leaves it, so it is kept to be read. */
export interface OutgoingMail {
  email: string;
  link: string;
  createdAt: string;
}

/** Enough for a developer or a test to read the last few; older ones are dropped first. */
const KEPT = 50;
const outbox: OutgoingMail[] = [];

/**
 * Keeps a mail in this isolate's memory only: a reset link holds a secret, and storage
 * (backed up, replicated, read by tools) never does.
 */
export function sendMail(mail: OutgoingMail): void {
  outbox.push(mail);
  if (outbox.length > KEPT) outbox.splice(0, outbox.length - KEPT);
}

export const lastMail = (): OutgoingMail | undefined => outbox.at(-1);
