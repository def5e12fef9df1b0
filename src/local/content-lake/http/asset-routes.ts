import { Hono } from 'hono';
import { uploadImage, UnusableImage, MAX_IMAGE_BYTES } from '../assets/upload-image';
import {
  datasetNotFound,
  editorOnly,
  lakeErrorBody,
  type LakeApiOptions,
  type LakeEnv,
} from './lake-context';
import { LOCAL_EDITOR } from './local-editor';

/** Image uploads (`POST /assets/images/{dataset}`), answered with the asset document. */
export function assetRoutes(options: LakeApiOptions) {
  const routes = new Hono<LakeEnv>();

  routes.post('/assets/images/:dataset', async (c) => {
    const refusal = editorOnly(c);
    if (refusal) return refusal;
    const dataset = c.req.param('dataset');
    if (!options.lake.datasetNames.includes(dataset)) return datasetNotFound(c, options.projectId);
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > MAX_IMAGE_BYTES) {
      return c.json(
        lakeErrorBody(
          413,
          `The image is ${declared} bytes; the local lake takes up to ${MAX_IMAGE_BYTES}`,
          'payloadTooLarge',
        ),
        413,
      );
    }
    try {
      const document = await uploadImage(
        options.lake,
        dataset,
        new Uint8Array(await c.req.arrayBuffer()),
        {
          projectId: options.projectId,
          mediaBaseUrl: options.mediaBaseUrl,
          filename: c.req.query('filename'),
          author: LOCAL_EDITOR.id,
        },
      );
      return c.json({ document });
    } catch (error) {
      if (error instanceof UnusableImage)
        return c.json(lakeErrorBody(400, error.message, 'validationError'), 400);
      throw error;
    }
  });

  routes.post('/assets/files/:dataset', (c) =>
    c.json(
      lakeErrorBody(
        400,
        'The local content lake stores images only, not other files',
        'validationError',
      ),
      400,
    ),
  );

  return routes;
}
