/** The Studio's page loads Sanity's dashboard bridge from Sanity's CDN. */
const BRIDGE_SCRIPT = /<script\b[^>]*\bdata-sanity-core\b[^>]*>\s*<\/script>\s*/g;
/** Its stylesheet names the Inter font, fetched from Sanity's static host. */
const REMOTE_FONT_FACE = /@font-face\s*\{[^}]*https:\/\/studio-static\.sanity\.io[^}]*\}\s*/g;

/**
 * Whatever its configuration, the Studio asks Sanity's cloud for what a lake has not got: the
 * latest Studio version (sanity-cdn.com, every half hour) and its error reports
 * (api.sanity.io/vX/intake). In the lake's Studio the page answers a request for any host but
 * the Studio's own and its names (`local.` + host is the lake) itself, with nothing, before
 * the Studio's code runs.
 */
const OFFLINE_FETCH = `<script>(()=>{const own=(h)=>h===location.hostname||h.endsWith('.'+location.hostname),f=window.fetch.bind(window);window.fetch=(input,init)=>{const url=new URL(input instanceof Request?input.url:String(input),location.href);return own(url.hostname)?f(input,init):Promise.resolve(new Response('{}',{status:503,headers:{'Content-Type':'application/json'}}))}})()</script>`;

/**
 * The Studio's page as the embedded lake serves it: without Sanity's bridge script (it joins
 * a Studio to Sanity's dashboard, which a lake has not got), without the fonts Sanity's host
 * serves (the Studio then writes in the system's sans-serif), and with Sanity's other cloud
 * calls answered in the page, so an editor offline waits for no host but the shop's. Against
 * a Sanity project the page is served as Sanity built it.
 */
export function offlineStudioPage(html: string): string {
  return html
    .replace(BRIDGE_SCRIPT, '')
    .replace(REMOTE_FONT_FACE, '')
    .replace(/<head>/i, (head) => `${head}${OFFLINE_FETCH}`);
}
