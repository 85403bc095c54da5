/** Fuzz targets of product images: the raw upload, turning it into an image, delivery. */
import fc from 'fast-check';
import { expect } from 'vitest';
import { MAX_IMAGE_BYTES, UPLOAD_RECEIVED_MESSAGE } from '../../../src/shared/images';
import { UPLOAD_PATH_PREFIX } from '../../../src/server/modules/images/tokens';
import { replaceInPayload } from '../../helpers/fuzz/requests';
import type { FuzzModule, FuzzSuite } from '../../helpers/fuzz/runner';
import {
  freshAddress,
  scratchDataDir,
  uploadCases,
  uploadImages,
  type UploadImages,
} from './image-uploads';

/** Image files go to a scratch folder, made when the suite starts. */
const dataDir = scratchDataDir('fuzz-images-');

/** Stands for an upload address handed out just before the request is sent. */
const FRESH_TOKEN = 'FRESH-UPLOAD-TOKEN';
/** Stands for the address of an upload that has just been received and checked. */
const FRESH_UPLOAD = 'FRESH-CHECKED-UPLOAD';

type Images = UploadImages & { imageIds: string[] };
const imagesOf = (suite: FuzzSuite) => suite.fixtures as Images;

async function uploadAddress(suite: FuzzSuite): Promise<string> {
  const res = await suite.app.inject({
    method: 'POST',
    url: '/api/objects/upload',
    headers: { cookie: suite.users.admin.cookie },
  });
  return res.json<{ uploadURL: string }>().uploadURL;
}

/** An upload, received and checked, ready to become an image. */
async function checkedUpload(suite: FuzzSuite): Promise<string> {
  const uploadURL = await uploadAddress(suite);
  const res = await suite.app.inject({
    method: 'PUT',
    url: uploadURL,
    headers: { cookie: suite.users.admin.cookie, 'content-type': 'image/gif' },
    payload: imagesOf(suite).gif,
  });
  expect(res.statusCode, res.body).toBe(200);
  return uploadURL;
}

export const imagesFuzz: FuzzModule = {
  name: 'images',
  config: () => ({ dataDir: dataDir.create() }),
  teardown: dataDir.remove,
  setup: async (suite) => {
    const images = await uploadImages();
    suite.fixtures = { ...images, imageIds: [] };
    const imageIds: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await suite.app.inject({
        method: 'PUT',
        url: '/api/admin/product-images',
        headers: { cookie: suite.users.admin.cookie },
        payload: { imageURL: await checkedUpload(suite) },
      });
      expect(res.statusCode, res.body).toBe(200);
      imageIds.push(res.json<{ imagePath: string }>().imagePath.replace('/images/', ''));
    }
    return { ...images, imageIds };
  },
  targets: [
    {
      route: 'PUT /api/objects/put/*',
      adminOnly: true,
      cases: (suite) =>
        uploadCases({
          kind: 'upload',
          freshToken: FRESH_TOKEN,
          images: imagesOf(suite),
          weights: { gif: 3, webp: 3 },
          maxBytes: MAX_IMAGE_BYTES,
          contentTypes: [
            'image/gif',
            'image/webp',
            'image/png',
            'application/octet-stream',
            'text/plain',
            'application/json',
            'image/svg+xml',
            null,
          ],
        }),
      prepare: freshAddress(FRESH_TOKEN, UPLOAD_PATH_PREFIX, uploadAddress),
      readBack: ({ body }) => {
        expect(body).toEqual({
          message: UPLOAD_RECEIVED_MESSAGE,
          objectPath: expect.stringMatching(/^\/objects\/[0-9a-f]{32}$/) as unknown,
        });
      },
    },
    {
      route: 'PUT /api/admin/product-images',
      adminOnly: true,
      requests: (suite) => ({
        fields: {
          imageURL: fc.oneof(
            fc.constant(FRESH_UPLOAD),
            fc.constantFrom(...imagesOf(suite).imageIds.map((id) => `/images/${id}`)),
            fc.stringMatching(/^\/objects\/[0-9a-f]{32}$/),
            fc.stringMatching(/^\/images\/[0-9a-f]{32}$/),
            fc.string({ minLength: 1, maxLength: 80 }),
            fc.constantFrom(
              'http://evil.example/api/objects/put/abc',
              '//evil.example/images/0123',
              `${UPLOAD_PATH_PREFIX}not-a-token`,
              'javascript:alert(1)',
              '/images/../../etc/passwd',
            ),
          ),
        },
      }),
      prepare: async (request, suite) => {
        const text = Buffer.isBuffer(request.payload)
          ? request.payload.toString('latin1')
          : request.payload;
        if (!text?.includes(FRESH_UPLOAD)) return request;
        return replaceInPayload(request, FRESH_UPLOAD, await checkedUpload(suite));
      },
      readBack: async ({ body }, suite) => {
        const { imagePath } = body as { imagePath: string };
        expect(imagePath).toMatch(/^\/images\/[0-9a-f]{32}$/);
        const image = await suite.app.inject({ method: 'GET', url: imagePath });
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toMatch(/^image\//);
      },
    },
    {
      route: 'GET /images/:id',
      requests: (suite) => ({
        params: fc
          .oneof(
            { weight: 3, arbitrary: fc.constantFrom(...imagesOf(suite).imageIds) },
            fc.stringMatching(/^[0-9a-f]{32}$/),
          )
          .map((id) => ({ id })),
      }),
      readBack: ({ response }) => {
        expect(response.headers['content-type']).toMatch(/^image\/(jpeg|webp)$/);
        expect(response.rawPayload.length).toBeGreaterThan(0);
      },
    },
  ],
};
