/** Fuzz targets of product images: the raw upload, turning it into an image, delivery. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { expect } from 'vitest';
import { MAX_IMAGE_BYTES, UPLOAD_RECEIVED_MESSAGE } from '../../../src/shared/images';
import { UPLOAD_PATH_PREFIX } from '../../../src/server/modules/images/tokens';
import { htmlPage, smallGif, smallWebp, svgImage } from '../../fixtures/images';
import type { FuzzRequest } from '../../helpers/fuzz/requests';
import type { FuzzModule, FuzzSuite } from '../../helpers/fuzz/runner';
import { HOSTILE_FRAGMENTS } from '../../helpers/fuzz/values';

/** Image files go to a scratch folder, made when the suite starts. */
let dataDir = '';

/** Stands for an upload address handed out just before the request is sent. */
const FRESH_TOKEN = 'FRESH-UPLOAD-TOKEN';
/** Stands for the address of an upload that has just been received and checked. */
const FRESH_UPLOAD = 'FRESH-CHECKED-UPLOAD';

type Images = { gif: Buffer; webp: Buffer; imageIds: string[] };
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

const labelled = <T>(label: string, arbitrary: fc.Arbitrary<T>) =>
  arbitrary.map((value) => [label, value] as const);

function uploadCases(suite: FuzzSuite): fc.Arbitrary<FuzzRequest> {
  const { gif, webp } = imagesOf(suite);
  const token = fc.oneof(
    { weight: 4, arbitrary: labelled('fresh-token', fc.constant(FRESH_TOKEN)) },
    labelled('junk-token', fc.string({ maxLength: 60 }).map(encodeURIComponent)),
    labelled('hostile-token', fc.constantFrom(...HOSTILE_FRAGMENTS).map(encodeURIComponent)),
    labelled('forged-token', fc.stringMatching(/^[A-Za-z0-9_-]{40,120}\.[A-Za-z0-9_-]{43}$/)),
    labelled('bad-encoding', fc.constantFrom('%FF', '%E0%A4%A', '%', '..%2F..%2Fetc%2Fpasswd')),
  );
  const body = fc.oneof(
    { weight: 3, arbitrary: labelled('gif', fc.constant(gif)) },
    { weight: 3, arbitrary: labelled('webp', fc.constant(webp)) },
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
    labelled('oversized', fc.constant(Buffer.alloc(MAX_IMAGE_BYTES + 1, 0xff))),
  );
  const type = fc.constantFrom(
    'image/gif',
    'image/webp',
    'image/png',
    'application/octet-stream',
    'text/plain',
    'application/json',
    'image/svg+xml',
    null,
  );
  return fc
    .tuple(token, body, type)
    .map(([[tokenKind, tokenValue], [bodyKind, payload], contentType]): FuzzRequest => ({
      kind: `upload:${tokenKind}:${bodyKind}:${contentType ?? 'no-type'}`,
      params: { '*': tokenValue },
      query: '',
      headers: contentType ? { 'content-type': contentType } : {},
      payload,
      routed: tokenKind !== 'bad-encoding',
    }));
}

/** Replaces a placeholder in a request's body (text or bytes). */
function replaceInPayload(request: FuzzRequest, marker: string, value: string): FuzzRequest {
  const { payload } = request;
  if (payload === undefined) return request;
  const text = Buffer.isBuffer(payload) ? payload.toString('latin1') : payload;
  if (!text.includes(marker)) return request;
  const replaced = text.replaceAll(marker, value);
  return {
    ...request,
    payload: Buffer.isBuffer(payload) ? Buffer.from(replaced, 'latin1') : replaced,
  };
}

export const imagesFuzz: FuzzModule = {
  name: 'images',
  config: () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'fuzz-images-'));
    return { dataDir };
  },
  teardown: () => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  },
  setup: async (suite) => {
    const [gif, webp] = await Promise.all([smallGif(), smallWebp()]);
    suite.fixtures = { gif, webp, imageIds: [] };
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
    return { gif, webp, imageIds };
  },
  targets: [
    {
      route: 'PUT /api/objects/put/*',
      adminOnly: true,
      cases: uploadCases,
      prepare: async (request, suite) =>
        request.params['*'] === FRESH_TOKEN
          ? {
              ...request,
              params: { '*': (await uploadAddress(suite)).slice(UPLOAD_PATH_PREFIX.length) },
            }
          : request,
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
