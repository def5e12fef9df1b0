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

/** Who is calling, by the Bearer token: the editor, the shop's preview reader, or nobody. */
export function callerOf(
  authorization: string | undefined,
  tokens: { editorToken: string; readToken: string },
): LakeCaller {
  const token = authorization?.replace(/^Bearer\s+/i, '').trim();
  if (!token) return 'anonymous';
  if (token === tokens.editorToken) return 'editor';
  if (token === tokens.readToken) return 'reader';
  return 'invalid';
}
