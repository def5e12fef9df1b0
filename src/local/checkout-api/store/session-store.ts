import { newToken } from '../http/token';

export interface Session {
  token: string;
  selectionId: number | null;
  customerId: number | null;
  country: string | null;
  state: string | null;
  language: string;
  pricelist: number;
  market: number;
  lastOrderId: number | null;
}

interface SessionRow {
  token: string;
  selection_id: number | null;
  customer_id: number | null;
  country: string | null;
  state: string | null;
  language: string;
  pricelist: number;
  market: number;
  last_order_id: number | null;
}

/** Sessions live this long after they were created; an older token starts a new one. */
const SESSION_LIFETIME_DAYS = 30;

const now = () => new Date().toISOString();

function fromRow(row: SessionRow): Session {
  return {
    token: row.token,
    selectionId: row.selection_id,
    customerId: row.customer_id,
    country: row.country,
    state: row.state,
    language: row.language,
    pricelist: row.pricelist,
    market: row.market,
    lastOrderId: row.last_order_id,
  };
}

export async function findSession(db: D1Database, token: string): Promise<Session | null> {
  const row = await db
    .prepare(`SELECT * FROM sessions WHERE token = ?1 AND expires_at > ?2`)
    .bind(token, now())
    .first<SessionRow>();
  return row ? fromRow(row) : null;
}

export type SessionStart = Pick<Session, 'country' | 'language' | 'pricelist' | 'market'>;

export async function createSession(db: D1Database, start: SessionStart): Promise<Session> {
  const token = newToken();
  const created = new Date();
  const expires = new Date(created.getTime() + SESSION_LIFETIME_DAYS * 86_400_000);
  await db
    .prepare(
      `INSERT INTO sessions (token, country, language, pricelist, market, created_at, expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
    )
    .bind(
      token,
      start.country,
      start.language,
      start.pricelist,
      start.market,
      created.toISOString(),
      expires.toISOString(),
    )
    .run();
  return { token, selectionId: null, customerId: null, state: null, lastOrderId: null, ...start };
}

const COLUMNS: Record<keyof Omit<Session, 'token'>, string> = {
  selectionId: 'selection_id',
  customerId: 'customer_id',
  country: 'country',
  state: 'state',
  language: 'language',
  pricelist: 'pricelist',
  market: 'market',
  lastOrderId: 'last_order_id',
};

/** A statement that writes the given fields of a session (for use in a batch). */
export function updateSessionStatement(
  db: D1Database,
  token: string,
  patch: Partial<Omit<Session, 'token'>>,
): D1PreparedStatement {
  const entries = Object.entries(patch) as [keyof typeof COLUMNS, unknown][];
  const assignments = entries.map(([key], index) => `${COLUMNS[key]} = ?${index + 2}`);
  return db
    .prepare(`UPDATE sessions SET ${assignments.join(', ')} WHERE token = ?1`)
    .bind(token, ...entries.map(([, value]) => value ?? null));
}

export async function expireSession(db: D1Database, token: string): Promise<boolean> {
  const result = await db
    .prepare(`UPDATE sessions SET expires_at = ?2 WHERE token = ?1`)
    .bind(token, new Date(0).toISOString())
    .run();
  return result.meta.changes > 0;
}
