/** Fuzz targets of request photos: the raw upload (anyone) and the private delivery. */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import {
  MAX_REQUEST_PHOTO_BYTES,
  PHOTO_RECEIVED_MESSAGE,
  REQUEST_PHOTO_UPLOAD_PREFIX,
} from '../../../src/shared/cash-advances/request-photos';
import { requestPhotos } from '../../../src/server/db/schema';
import { withChallenge } from '../../helpers/challenge';
import { answerChallenge, challengeFieldArbitraries } from './challenges';
import type { FuzzModule, FuzzSuite } from '../../helpers/fuzz/runner';
import {
  freshAddress,
  scratchDataDir,
  uploadCases,
  uploadImages,
  type UploadImages,
} from './image-uploads';

const dataDir = scratchDataDir('fuzz-request-photos-');

/** Stands for an upload address handed out just before the request is sent. */
const FRESH_TOKEN = 'FRESH-PHOTO-TOKEN';

type Fixtures = UploadImages & { photoIds: string[] };
const fixturesOf = (suite: FuzzSuite) => suite.fixtures as Fixtures;

async function uploadAddress(suite: FuzzSuite): Promise<string> {
  // Asked as a guest: with a solved challenge (decision 018).
  const res = await suite.app.inject({
    method: 'POST',
    url: '/api/request-photos/uploads',
    payload: await withChallenge(suite.app, {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ uploadURL: string }>().uploadURL;
}

export const requestPhotosFuzz: FuzzModule = {
  name: 'request-photos',
  // Every fresh upload case asks for an address first.
  config: () => ({ dataDir: dataDir.create(), formRateLimit: 100_000, guestPhotoUploads: 100_000 }),
  teardown: dataDir.remove,
  setup: async (suite) => {
    const images = await uploadImages();
    const { webp } = images;
    suite.fixtures = { ...images, photoIds: [] };
    const photos: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const url = await uploadAddress(suite);
      const res = await suite.app.inject({
        method: 'PUT',
        url,
        headers: { 'content-type': 'image/webp' },
        payload: webp,
      });
      expect(res.statusCode, res.body).toBe(200);
      photos.push(url);
    }
    // Owned by the signed-in customer, so each role meets a photo it may or may not read.
    const created = await suite.app.inject({
      method: 'POST',
      url: '/api/cash-advances',
      headers: { cookie: suite.users.customer.cookie },
      payload: await withChallenge(suite.app, {
        customerName: 'Fuzz Photos',
        customerPhone: '07700 900123',
        itemDescription: 'A watch',
        itemCategory: 'watches',
        loanAmount: '100.00',
        photos,
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const rows = await suite.database.db
      .select({ id: requestPhotos.id })
      .from(requestPhotos)
      .where(eq(requestPhotos.cashAdvanceId, created.json<{ id: string }>().id));
    return { ...images, photoIds: rows.map((row) => row.id) };
  },
  targets: [
    {
      route: 'POST /api/request-photos/uploads',
      requests: () => ({ fields: { ...challengeFieldArbitraries } }),
      prepare: answerChallenge,
      readBack: ({ body, response }) => {
        const { uploadURL } = body as { uploadURL: string };
        expect(uploadURL.startsWith(REQUEST_PHOTO_UPLOAD_PREFIX)).toBe(true);
        expect(response.headers['cache-control']).toBe('no-store');
      },
    },
    {
      route: 'PUT /api/request-photos/uploads/*',
      cases: (suite) =>
        uploadCases({
          kind: 'photo-upload',
          freshToken: FRESH_TOKEN,
          images: fixturesOf(suite),
          // GIF is refused for a photo: drawn once for every four WebP.
          weights: { gif: 1, webp: 4 },
          maxBytes: MAX_REQUEST_PHOTO_BYTES,
          contentTypes: [
            'image/jpeg',
            'image/webp',
            'image/png',
            'application/octet-stream',
            'text/plain',
            'application/json',
            null,
          ],
        }),
      prepare: freshAddress(FRESH_TOKEN, REQUEST_PHOTO_UPLOAD_PREFIX, uploadAddress),
      readBack: async ({ body, request }, suite) => {
        expect(body).toEqual({
          message: PHOTO_RECEIVED_MESSAGE,
          uploadURL: `${REQUEST_PHOTO_UPLOAD_PREFIX}${request.params['*']}`,
        });
        // Stored and waiting for a request: in the table with its size, attached to nothing.
        const rows = await suite.database.db.select().from(requestPhotos);
        expect(rows.some((row) => row.size !== null && row.cashAdvanceId === null)).toBe(true);
      },
    },
    {
      route: 'GET /api/request-photos/:id',
      requests: (suite) => ({
        params: fc
          .oneof(
            { weight: 3, arbitrary: fc.constantFrom(...fixturesOf(suite).photoIds) },
            fc.stringMatching(/^[0-9a-f]{32}$/),
          )
          .map((id) => ({ id })),
      }),
      readBack: ({ response, role }) => {
        // Only staff and the request's owner (the customer) ever get the photo.
        expect(role).not.toBe('guest');
        expect(response.headers['content-type']).toBe('image/jpeg');
        expect(response.rawPayload.length).toBeGreaterThan(0);
      },
    },
  ],
};
