/** The same-origin path of the embedded engine, for clients that reach it over HTTP. */
export { SEARCH_ENGINE_MOUNT as EMBEDDED_SEARCH_PATH } from '../../local/search-engine/mount-path';
