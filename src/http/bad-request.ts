import { HTTPException } from 'hono/http-exception';

/** A 4xx whose JSON body says what is wrong. */
export class BadRequest extends HTTPException {
  constructor(status: 400 | 401 | 403 | 404 | 413 | 415 | 422 | 429, message: string) {
    super(status, { message });
  }
}
