import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { apiNotFound } from '../../middleware/error-handler';

/**
 * What each stand-in does when it runs: it notes that it loaded, and the marketing tracker's
 * sets up its command queue a moment later, as the real loader does.
 */
const STAND_INS: Record<string, string> = {
  'tag-manager.js': '',
  'newsletter.js': '',
  'marketing.js': 'setTimeout(function () { window.klaviyo = window.klaviyo || []; }, 600);',
};

/**
 * GET /_local/third-party/{tag-manager,newsletter,marketing}.js: stand-ins for the tag
 * manager, newsletter and marketing scripts, so development and the browser tests can point
 * the PUBLIC_*_URL settings at this server and see which ones a page loads. Never in production.
 */
export const thirdPartyStandIns = new Hono<AppEnv>().get('/:file', (c) => {
  const file = c.req.param('file');
  const behaviour = STAND_INS[file];
  if (c.get('config').ENVIRONMENT === 'production' || behaviour === undefined)
    return apiNotFound(c);
  const name = JSON.stringify(file.replace(/\.js$/, ''));
  c.header('Content-Type', 'text/javascript; charset=utf-8');
  c.header('Cache-Control', 'no-store');
  return c.body(
    `(window.thirdPartyLoaded = window.thirdPartyLoaded || []).push(${name});${behaviour}\n`,
  );
});
