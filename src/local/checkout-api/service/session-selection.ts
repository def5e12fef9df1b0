import type { ApiState } from '../api-env';
import { ApiFailure } from '../http/api-failure';
import { updateCustomerStatement } from '../store/customer-store';
import { createSelection } from '../store/selection-store';
import { updateSessionStatement } from '../store/session-store';

/** Calls that change state need a real session; `API-token: none` saves nothing. */
export function requireSavedSession(api: ApiState): void {
  if (api.stateless)
    throw new ApiFailure(400, { token: 'API-token none saves nothing: send a session token' });
}

/** The session's selection id, creating the selection on first use (the first add). */
export async function ensureSelection(api: ApiState): Promise<number> {
  requireSavedSession(api);
  const { db, session } = api;
  if (session.selectionId) return session.selectionId;
  const id = await createSelection(db);
  const statements = [updateSessionStatement(db, session.token, { selectionId: id })];
  // A signed-in customer's cart is their saved selection: it comes back on the next login.
  if (session.customerId)
    statements.push(updateCustomerStatement(db, session.customerId, { selectionId: id }));
  await db.batch(statements);
  session.selectionId = id;
  return id;
}
