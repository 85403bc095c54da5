/** Fuzz targets of request photos: the raw upload (anyone) and the private delivery. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import {
  MAX_REQUEST_PHOTO_BYTES,
  PHOTO_RECEIVED_MESSAGE,
  REQUEST_PHOTO_UPLOAD_PREFIX,
} from '../../../src/shared/cash-advances/request-photos';
import { requestPhotos } from '../../../src/server/db/schema';
import { htmlPage, smallGif, smallWebp, svgImage } from '../../fixtures/images';
import { withChallenge } from '../../helpers/challenge';
import type { FuzzRequest } from '../../helpers/fuzz/requests';
import type { FuzzModule, FuzzSuite } from '../../helpers/fuzz/runner';
import { HOSTILE_FRAGMENTS } from '../../helpers/fuzz/values';

let dataDir = '';

/** Stands for an upload address handed out just before the request is sent. */
const FRESH_TOKEN = 'FRESH-PHOTO-TOKEN';

type Fixtures = { gif: Buffer; webp: Buffer; photoIds: string[] };
const fixturesOf = (suite: FuzzSuite) => suite.fixtures as Fixtures;

async function uploadAddress(suite: FuzzSuite): Promise<string> {
  const res = await suite.app.inject({ method: 'POST', url: '/api/request-photos/uploads' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ uploadURL: string }>().uploadURL;
}

const labelled = <T>(label: string, arbitrary: fc.Arbitrary<T>) =>
  arbitrary.map((value) => [label, value] as const);

function uploadCases(suite: FuzzSuite): fc.Arbitrary<FuzzRequest> {
  const { gif, webp } = fixturesOf(suite);
  const token = fc.oneof(
    { weight: 4, arbitrary: labelled('fresh-token', fc.constant(FRESH_TOKEN)) },
    labelled('junk-token', fc.string({ maxLength: 60 }).map(encodeURIComponent)),
    labelled('hostile-token', fc.constantFrom(...HOSTILE_FRAGMENTS).map(encodeURIComponent)),
    labelled('forged-token', fc.stringMatching(/^[A-Za-z0-9_-]{40,120}\.[A-Za-z0-9_-]{43}$/)),
    labelled('bad-encoding', fc.constantFrom('%FF', '%E0%A4%A', '%', '..%2F..%2Fetc%2Fpasswd')),
  );
  const body = fc.oneof(
    { weight: 4, arbitrary: labelled('webp', fc.constant(webp)) },
    labelled('gif', fc.constant(gif)),
    labelled(
      'random-bytes',
      fc.uint8Array({ maxLength: 4096 }).map((bytes) => Buffer.from(bytes)),
    ),
    labelled(
      'truncated-image',
      fc.integer({ min: 1, max: webp.length - 1 }).map((n) => webp.subarray(0, n)),
    ),
    labelled('empty', fc.constant(Buffer.alloc(0))),
    labelled('html', fc.constant(htmlPage)),
    labelled('svg', fc.constant(svgImage)),
    labelled('oversized', fc.constant(Buffer.alloc(MAX_REQUEST_PHOTO_BYTES + 1, 0xff))),
  );
  const type = fc.constantFrom(
    'image/jpeg',
    'image/webp',
    'image/png',
    'application/octet-stream',
    'text/plain',
    'application/json',
    null,
  );
  return fc
    .tuple(token, body, type)
    .map(([[tokenKind, tokenValue], [bodyKind, payload], contentType]): FuzzRequest => ({
      kind: `photo-upload:${tokenKind}:${bodyKind}:${contentType ?? 'no-type'}`,
      params: { '*': tokenValue },
      query: '',
      headers: contentType ? { 'content-type': contentType } : {},
      payload,
      routed: tokenKind !== 'bad-encoding',
    }));
}

export const requestPhotosFuzz: FuzzModule = {
  name: 'request-photos',
  config: () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'fuzz-request-photos-'));
    // Every fresh upload case asks for an address first.
    return { dataDir, formRateLimit: 100_000 };
  },
  teardown: () => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  },
  setup: async (suite) => {
    const [gif, webp] = await Promise.all([smallGif(), smallWebp()]);
    suite.fixtures = { gif, webp, photoIds: [] };
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
    return { gif, webp, photoIds: rows.map((row) => row.id) };
  },
  targets: [
    {
      route: 'PUT /api/request-photos/uploads/*',
      cases: uploadCases,
      prepare: async (request, suite) =>
        request.params['*'] === FRESH_TOKEN
          ? {
              ...request,
              params: {
                '*': (await uploadAddress(suite)).slice(REQUEST_PHOTO_UPLOAD_PREFIX.length),
              },
            }
          : request,
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
