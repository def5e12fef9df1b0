import { timingSafeEqual } from 'hono/utils/buffer';

/** The one account of the embedded lake: whoever holds SANITY_LOCAL_EDITOR_TOKEN. */
export const LOCAL_EDITOR = {
  id: 'p-local-editor',
  name: 'Local editor',
  email: 'editor@localhost',
  profileImage: null,
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
  provider: 'local',
};

export type LakeCaller = 'editor' | 'reader' | 'anonymous' | 'invalid';

/**
 * Who is calling, by the Bearer token: the editor, the shop's preview reader, or nobody.
 * Compared in constant time, so the answer's timing does not spell out either token.
 */
export async function callerOf(
  authorization: string | undefined,
  tokens: { editorToken: string; readToken: string },
): Promise<LakeCaller> {
  const token = authorization?.replace(/^Bearer\s+/i, '').trim();
  if (!token) return 'anonymous';
  const [editor, reader] = await Promise.all([
    timingSafeEqual(token, tokens.editorToken),
    timingSafeEqual(token, tokens.readToken),
  ]);
  if (editor) return 'editor';
  if (reader) return 'reader';
  return 'invalid';
}
