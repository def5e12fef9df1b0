import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import type { AppEnv } from '../../../app-env';
import { TOKEN_PATTERN } from '../../../contract/session-cookies';
import { refuseAsCheckoutApi } from '../../../http/checkout-refusal';
import { readJson } from '../../../http/json-body';

/** Every guarded call's body is a JSON object: the Checkout API's calls take nothing else. */
const callBody = z.record(z.string(), z.unknown(), { error: 'the body must be a JSON object' });

const sentToken = (c: Context<AppEnv>) => c.req.header('API-token') || undefined;

/**
 * The token the shopper sent in `API-token`, when it looks like one; a call without one opens
 * a session.
 */
export function shopperToken(c: Context<AppEnv>): string | undefined {
  const token = sentToken(c);
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

/** A sent token that is no Checkout API token ('none' included: that asks for no session). */
export function refuseUnlikeToken(c: Context<AppEnv>): Response | undefined {
  if (sentToken(c) === shopperToken(c)) return undefined;
  return refuseAsCheckoutApi(c, 400, {
    token: null,
    errors: { token: 'not a Checkout API token' },
    error: 'API-token: not a Checkout API token (8 to 128 letters, digits, - or _)',
  });
}

/** The call's body, checked to be a JSON object (a 4xx saying what is wrong otherwise). */
export const callBodyOf = (c: Context<AppEnv>) => readJson(c, callBody);

/**
 * Passes the checked call on to the Checkout API with the shopper's token, and its answer
 * back as it came. A Checkout API that cannot be reached, or not within its deadline, is the
 * shop's 502 or 504, reported.
 */
export async function forward(c: Context<AppEnv>, route: string, body: unknown): Promise<Response> {
  try {
    return await c.get('services').checkoutForwarder.forward(route, {
      token: shopperToken(c),
      body,
    });
  } catch (error) {
    const late = error instanceof Error && error.name === 'TimeoutError';
    const call = `POST ${route.split('/')[0]}`;
    throw new HTTPException(late ? 504 : 502, {
      message: late
        ? `The Checkout API did not answer ${call} in time`
        : `The Checkout API could not be reached for ${call}`,
      cause: error,
    });
  }
}
