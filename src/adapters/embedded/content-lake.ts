export {
  EMBEDDED_MEDIA_BASE_URL,
  EMBEDDED_PROJECT_ID,
  embeddedContentHandler,
} from '../../local/content-lake/embedded-lake';
