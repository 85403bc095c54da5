/**
 * Photos with a cash advance request (docs/decisions/011-request-photos.md):
 *   POST /api/request-photos/uploads     anyone; guests and customers GUEST_PHOTO_UPLOADS an hour
 *                                        → { uploadURL } (a guest sends a solved challenge, decision 018)
 *   PUT  /api/request-photos/uploads/*   the raw file → { message, uploadURL }
 *   GET  /api/request-photos/:id         the photo, to staff and the request's owner only
 * POST /api/cash-advances attaches them (`photos: [uploadURL, …]`).
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '@shared/api';
import { optionalChallengeFields } from '@shared/challenges';
import {
  PHOTO_NOT_FOUND_MESSAGE,
  PHOTO_RECEIVED_MESSAGE,
  REQUEST_PHOTO_UPLOAD_PREFIX,
  requestPhotoReceivedSchema,
  requestPhotoUploadUrlSchema,
} from '@shared/cash-advances/request-photos';
import { notFound } from '../../http-error';
import { claimChallenge } from '../challenges/claim';
import { findAttachedPhoto } from './repository';
import { photoKey } from './service';

/**
 * Whose hourly count an address is taken from (docs/decisions/020): a
 * guest's IP, or a customer's account, which may sign in from anywhere; null
 * for staff, who photograph stock and are not counted. Every upload costs
 * image work, so an account gets no more than a guest.
 */
export function photoAddressHolder(request: FastifyRequest): string | null {
  const user = request.user;
  if (!user) return `guest:${normalizeIP(request.ip)}`;
  return user.role === 'admin' ? null : `account:${user.id}`;
}

export const requestPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/request-photos/uploads',
    {
      schema: {
        tags: ['cash advances'],
        summary:
          'A signed address for one request photo upload (PUT) within 15 minutes; a guest sends a solved challenge; guests and customers get GUEST_PHOTO_UPLOADS (10) an hour, then 429 with Retry-After',
        // No body at all is fine for a signed-in customer, who sends no challenge.
        body: z.preprocess((body) => body ?? {}, z.object(optionalChallengeFields)),
        response: { 200: requestPhotoUploadUrlSchema, 400: messageSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      // Each guest address costs a solved challenge, spent at once; an account needs none.
      if (!request.user) {
        await claimChallenge(app.database.db, app.config.sessionSecret, request.body ?? {});
      }
      reply.header('Cache-Control', 'no-store');
      return app.requestPhotos.createUploadUrl(photoAddressHolder(request));
    },
  );

  await app.register(uploadReceiverRoutes);

  app.get(
    '/request-photos/:id',
    {
      schema: {
        tags: ['cash advances'],
        summary:
          'A photo sent with a request (image/jpeg), to staff and the request’s signed-in owner; 404 for anyone else',
        params: z.object({ id: z.string() }),
        response: {
          200: z.unknown().describe('The photo (image/jpeg)'),
          404: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const user = request.user;
      const { id } = request.params;
      // The same answer for a missing photo and for one that is not yours.
      if (!user || !app.requestPhotos.isPhotoId(id)) throw notFound(PHOTO_NOT_FOUND_MESSAGE);
      const photo = await findAttachedPhoto(app.database.db, id);
      if (!photo || (user.role !== 'admin' && photo.ownerId !== user.id)) {
        throw notFound(PHOTO_NOT_FOUND_MESSAGE);
      }
      const stream = await app.requestPhotos.storage.get(photoKey(id));
      if (!stream) throw notFound(PHOTO_NOT_FOUND_MESSAGE);
      return reply
        .type('image/jpeg')
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .header('Content-Length', String(photo.size))
        .send(stream);
    },
  );
};

/** The upload, in its own plugin: the body is streamed, not parsed (as for product images). */
const uploadReceiverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  // A wildcard: a token is longer than the router's 100-character parameter cap.
  app.put(
    '/request-photos/uploads/*',
    {
      schema: {
        tags: ['cash advances'],
        summary:
          'Receives a request photo (raw body, at most 10485760 bytes; JPEG, PNG or WebP), checked and re-encoded',
        params: z.object({ '*': z.string() }),
        response: {
          200: requestPhotoReceivedSchema,
          400: messageSchema,
          403: messageSchema,
          413: messageSchema,
          415: messageSchema,
          503: messageSchema,
        },
      },
    },
    async (request) => {
      const token = request.params['*'];
      await app.requestPhotos.receiveUpload(token, request.raw, request.headers['content-length']);
      return {
        message: PHOTO_RECEIVED_MESSAGE,
        uploadURL: `${REQUEST_PHOTO_UPLOAD_PREFIX}${token}`,
      };
    },
  );
};
