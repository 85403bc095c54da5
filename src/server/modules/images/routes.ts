/**
 * Product image routes (issue 7, spec section 7):
 *   POST /api/objects/upload            admin → { uploadURL }
 *   PUT  /api/objects/put/<token>       admin, the raw file → { message, objectPath }
 *   PUT  /api/admin/product-images      admin, { imageURL } → { imagePath }
 *   GET  /images/:id[?w=160|320|640|1280]  public, the checked image or a variant
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '@shared/api';
import {
  IMAGE_NOT_FOUND_MESSAGE,
  IMAGE_WIDTHS,
  IMAGE_WIDTH_MESSAGE,
  UPLOAD_RECEIVED_MESSAGE,
  productImageInputSchema,
  productImageSchema,
  uploadReceivedSchema,
  uploadUrlSchema,
  type ImageWidth,
} from '@shared/images';
import { notFound } from '../../http-error';
import { requireAdmin } from '../../plugins/auth-guards';

const YEAR_SECONDS = 31_536_000;

const guarded = { 401: messageSchema, 403: messageSchema };

/** Under /api. The admin guard runs as onRequest: nobody else's body is ever read. */
export const imageApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/objects/upload',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['images', 'admin'],
        summary: 'A signed address for one image upload (PUT) within 15 minutes',
        response: { 200: uploadUrlSchema, ...guarded },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.images.createUploadUrl();
    },
  );

  await app.register(uploadReceiverRoutes);

  app.put(
    '/admin/product-images',
    {
      schema: {
        tags: ['images', 'admin'],
        summary: 'Turns a checked upload into a stored, re-encoded image; answers its stable path',
        body: productImageInputSchema,
        response: {
          200: productImageSchema,
          400: messageSchema,
          ...guarded,
          404: messageSchema,
          422: messageSchema,
          503: messageSchema,
        },
      },
    },
    async (request) => app.images.createProductImage(request.body.imageURL),
  );
};

/**
 * The upload itself, in its own plugin: whatever the Content-Type, the body
 * is left unread for the handler to stream (the app's 100 KB body limit
 * applies only to the parsers this plugin replaces).
 */
const uploadReceiverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  // A wildcard, not ":token": the router caps parameters at 100 characters and a
  // token is about 130. Whatever follows (slashes included) is only ever matched
  // against the token pattern, never used as a path.
  app.put(
    '/objects/put/*',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['images', 'admin'],
        summary: 'Receives the file (raw body, at most 10485760 bytes; JPEG, PNG, WebP or GIF)',
        params: z.object({ '*': z.string() }),
        response: {
          200: uploadReceivedSchema,
          400: messageSchema,
          ...guarded,
          413: messageSchema,
          415: messageSchema,
          503: messageSchema,
        },
      },
    },
    async (request) => {
      const { objectPath } = await app.images.receiveUpload(
        request.params['*'],
        request.raw,
        request.headers['content-length'],
      );
      return { message: UPLOAD_RECEIVED_MESSAGE, objectPath };
    },
  );
};

/** If-None-Match holds "*" or a list of tags, weak ones prefixed W/. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}

const widthValues = IMAGE_WIDTHS.map(String) as [string, ...string[]];

/** At the site root, outside /api, so an <img src="/images/…"> needs nothing else. */
export const imageDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/images/:id',
    {
      schema: {
        tags: ['images'],
        summary: 'A stored image; ?w= picks a resized variant; WebP when Accept allows it',
        params: z.object({ id: z.string() }),
        querystring: z.object({
          // Only the allow-list: any other width is refused, so nobody can fill the disk with sizes.
          w: z.enum(widthValues, { message: IMAGE_WIDTH_MESSAGE }).optional(),
        }),
        response: {
          200: z.unknown().describe('The image bytes (image/jpeg or image/webp)'),
          304: z.null().describe('Not modified'),
          400: messageSchema,
          404: messageSchema,
          503: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const width = request.query.w ? (Number(request.query.w) as ImageWidth) : null;
      const webp = /\bimage\/webp\b/i.test(request.headers.accept ?? '');
      const image = await app.images.delivery.findImage(
        request.params.id,
        width,
        webp ? 'webp' : 'jpeg',
      );
      reply.header('Vary', 'Accept');
      if (!image) throw notFound(IMAGE_NOT_FOUND_MESSAGE);
      reply
        .header('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('ETag', image.etag);
      if (matchesEtag(request.headers['if-none-match'], image.etag))
        return reply.code(304).send(null);
      const stream = await image.open();
      if (!stream) throw notFound(IMAGE_NOT_FOUND_MESSAGE);
      return reply
        .type(image.contentType)
        .header('Content-Length', String(image.size))
        .send(stream);
    },
  );
};
