import { Hono } from 'hono';
import { html } from 'hono/html';
import { timingSafeEqual } from 'hono/utils/buffer';
import { isValidSessionId, sessionIdFor } from './editor-session';
import { editorOnly, lakeErrorBody, type LakeApiOptions, type LakeEnv } from './lake-context';
import { LOCAL_EDITOR } from './local-editor';

const PROVIDER = 'local';

/** Everything editors may do in the local lake: read, write, see history. */
const EDITOR_GRANTS = [
  { filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history'] },
];

const publicUser = {
  id: LOCAL_EDITOR.id,
  displayName: LOCAL_EDITOR.name,
  imageUrl: null,
  email: LOCAL_EDITOR.email,
};

/**
 * Who the caller is, the project, and the Studio's small bookkeeping calls. Signing in is
 * Sanity's token flow: the provider's page takes the editor token and sends the Studio back
 * with `#sid=…`, which it exchanges at /auth/fetch for the token it then sends as a Bearer.
 */
export function sessionRoutes(options: LakeApiOptions) {
  const routes = new Hono<LakeEnv>();
  const lakeBase = (url: string, version: string) => `${new URL(url).origin}/${version}`;

  routes.get('/ping', (c) => c.text('PONG'));
  // An anonymous caller gets an empty object, as from Sanity: the Studio then offers sign-in.
  routes.get('/users/me', (c) =>
    c.get('caller') === 'editor' ? c.json(LOCAL_EDITOR) : c.json({}),
  );
  routes.get('/users/me/keyvalue/:keys', (c) => c.json([]));
  routes.put('/users/me/keyvalue', async (c) => c.json(await c.req.json().catch(() => [])));
  routes.get('/users/:ids', (c) => {
    const ids = c.req.param('ids').split(',');
    const users = ids.filter((id) => id === LOCAL_EDITOR.id).map(() => publicUser);
    return c.json(ids.length === 1 ? (users[0] ?? null) : users);
  });

  routes.get('/auth/providers', (c) =>
    c.json({
      providers: [
        {
          name: PROVIDER,
          title: 'Local editor',
          url: `${lakeBase(c.req.url, c.req.param('version') ?? 'v1')}/auth/login/${PROVIDER}`,
        },
      ],
      thirdPartyLogin: false,
      sso: {},
    }),
  );

  routes.get('/auth/login/:provider', (c) => {
    const origin = c.req.query('origin') ?? '';
    if (!isAllowedReturn(origin, options)) {
      return c.json(
        lakeErrorBody(400, 'The sign-in must return to the Studio of this shop', 'httpBadRequest'),
        400,
      );
    }
    return c.html(signInPage(origin, c.req.query('failed') === '1'));
  });

  routes.post('/auth/login/:provider', async (c) => {
    const form = await c.req.formData().catch(() => undefined);
    const origin = String(form?.get('origin') ?? '');
    if (!isAllowedReturn(origin, options)) {
      return c.json(
        lakeErrorBody(400, 'The sign-in must return to the Studio of this shop', 'httpBadRequest'),
        400,
      );
    }
    // In constant time, as the Bearer check: the time of a refusal must not tell how much matched.
    if (!(await timingSafeEqual(String(form?.get('token') ?? ''), options.editorToken))) {
      const again = new URL(c.req.url);
      again.searchParams.set('origin', origin);
      again.searchParams.set('failed', '1');
      return c.redirect(again.toString(), 303);
    }
    return c.redirect(`${origin}#sid=${await sessionIdFor(options.editorToken)}`, 303);
  });

  routes.get('/auth/fetch', async (c) => {
    const sid = c.req.query('sid') ?? '';
    if (!(await isValidSessionId(options.editorToken, sid))) {
      return c.json(
        { statusCode: 401, error: 'Unauthorized', message: 'Session not found or expired' },
        401,
      );
    }
    return c.json({ token: options.editorToken });
  });

  routes.get('/auth/id', (c) =>
    c.get('caller') === 'editor'
      ? c.json({ id: LOCAL_EDITOR.id })
      : c.json({ statusCode: 401, error: 'Unauthorized', message: 'Not signed in' }, 401),
  );
  routes.post('/auth/logout', (c) => c.body(null, 204));

  routes.get('/projects/:projectId', (c) => {
    if (c.req.param('projectId') !== options.projectId) {
      return c.json(lakeErrorBody(404, 'Project not found', 'httpNotFound'), 404);
    }
    return c.json({
      id: options.projectId,
      displayName: 'Embedded content lake',
      studioHost: null,
      organizationId: null,
      isBlocked: false,
      isDisabled: false,
      isDisabledByUser: false,
      metadata: { color: '#2b6cb0', externalStudioHost: null },
      members: [
        {
          id: LOCAL_EDITOR.id,
          role: 'administrator',
          roles: LOCAL_EDITOR.roles,
          isCurrentUser: c.get('caller') === 'editor',
          isRobot: false,
        },
      ],
      features: [],
      pendingInvites: 0,
    });
  });
  routes.get('/projects/:projectId/datasets', (c) =>
    c.json(options.lake.datasetNames.map((name) => ({ name, aclMode: 'public' }))),
  );
  routes.get(
    '/projects/:projectId/datasets/:dataset/acl',
    (c) => editorOnly(c) ?? c.json(EDITOR_GRANTS),
  );
  routes.get('/projects/:projectId/datasets/:dataset/settings/indexing', (c) =>
    c.json({ partialIndexSettings: { maxFieldDepth: 5 } }),
  );
  routes.get('/projects/:projectId/grants', (c) => c.json({}));
  routes.get('/projects/:projectId/user-applications', (c) => c.json([]));
  routes.get('/schedules/:projectId/:dataset', (c) => c.json({ schedules: [] }));
  // The Studio's version check: this lake offers no newer Studio to move to.
  routes.get('/help', (c) => c.json({}));
  routes.get('/subscriptions/project/:projectId', (c) => c.json({}));
  routes.get('/features', (c) => c.json([]));

  // The Studio's telemetry and announcements: nothing leaves the machine, nothing to announce.
  routes.get('/intake/telemetry-status', (c) => c.json({ status: 'denied' }));
  routes.post('/intake/batch', (c) => c.body(null, 204));
  routes.get('/journey/*', (c) => c.json(null));
  routes.post('/descriptors/claim', (c) => c.json({ synchronization: { type: 'complete' } }));
  routes.post('/descriptors/synchronize', (c) => c.json({ type: 'complete' }));
  return routes;
}

/** Sign-in returns only to an origin the lake answers with CORS (the shop's own Studio). */
function isAllowedReturn(target: string, options: LakeApiOptions): boolean {
  try {
    const url = new URL(target);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && options.allowOrigin(url.origin)
    );
  } catch {
    return false;
  }
}

function signInPage(origin: string, failed: boolean) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>Sign in · content lake</title>
      </head>
      <body
        style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5"
      >
        <h1>Sign in to the content lake</h1>
        <p>
          The shop's own content lake has one editor account. Its password is the editor token,
          <code>SANITY_LOCAL_EDITOR_TOKEN</code> (for development, see
          <code>.dev.vars.example</code>).
        </p>
        ${failed ? html`<p role="alert" style="color: #b42318">That is not the editor token. Try again.</p>` : ''}
        <form method="post">
          <input type="hidden" name="origin" value="${origin}" />
          <label for="token">Editor token</label><br />
          <input
            id="token"
            name="token"
            type="password"
            autocomplete="current-password"
            required
            style="width: 100%; padding: .5rem"
          />
          <p><button type="submit" style="padding: .5rem 1rem">Sign in</button></p>
        </form>
      </body>
    </html>`;
}
