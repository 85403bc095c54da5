/**
 * What the fuzz targets of both raw image uploads share (product images and
 * request photos): a scratch DATA_DIR, the small real images, the generated
 * upload requests, and the fresh address put in just before sending.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { htmlPage, smallGif, smallWebp, svgImage } from '../../fixtures/images';
import type { FuzzRequest } from '../../helpers/fuzz/requests';
import type { FuzzSuite } from '../../helpers/fuzz/runner';
import { HOSTILE_FRAGMENTS } from '../../helpers/fuzz/values';

/** A DATA_DIR made when the suite's app is configured and removed at its end. */
export function scratchDataDir(prefix: string) {
  let dataDir = '';
  return {
    create: () => (dataDir = mkdtempSync(path.join(tmpdir(), prefix))),
    remove: () => {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type UploadImages = { gif: Buffer; webp: Buffer };

export async function uploadImages(): Promise<UploadImages> {
  const [gif, webp] = await Promise.all([smallGif(), smallWebp()]);
  return { gif, webp };
}

const labelled = <T>(label: string, arbitrary: fc.Arbitrary<T>) =>
  arbitrary.map((value) => [label, value] as const);

export type UploadCaseOptions = {
  /** Names the cases ("upload", "photo-upload"). */
  kind: string;
  /** Stands for an address handed out just before the request is sent (see freshAddress). */
  freshToken: string;
  images: UploadImages;
  /** How often each real image is drawn, against one for each kind of bad body. */
  weights: { gif: number; webp: number };
  maxBytes: number;
  contentTypes: readonly (string | null)[];
};

/** Raw PUTs: a fresh, junk, hostile or forged token, with an image or anything but one. */
export function uploadCases(options: UploadCaseOptions): fc.Arbitrary<FuzzRequest> {
  const { gif, webp } = options.images;
  const token = fc.oneof(
    { weight: 4, arbitrary: labelled('fresh-token', fc.constant(options.freshToken)) },
    labelled('junk-token', fc.string({ maxLength: 60 }).map(encodeURIComponent)),
    labelled('hostile-token', fc.constantFrom(...HOSTILE_FRAGMENTS).map(encodeURIComponent)),
    labelled('forged-token', fc.stringMatching(/^[A-Za-z0-9_-]{40,120}\.[A-Za-z0-9_-]{43}$/)),
    labelled('bad-encoding', fc.constantFrom('%FF', '%E0%A4%A', '%', '..%2F..%2Fetc%2Fpasswd')),
  );
  const body = fc.oneof(
    { weight: options.weights.gif, arbitrary: labelled('gif', fc.constant(gif)) },
    { weight: options.weights.webp, arbitrary: labelled('webp', fc.constant(webp)) },
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
    labelled('oversized', fc.constant(Buffer.alloc(options.maxBytes + 1, 0xff))),
  );
  return fc
    .tuple(token, body, fc.constantFrom(...options.contentTypes))
    .map(([[tokenKind, tokenValue], [bodyKind, payload], contentType]): FuzzRequest => ({
      kind: `${options.kind}:${tokenKind}:${bodyKind}:${contentType ?? 'no-type'}`,
      params: { '*': tokenValue },
      query: '',
      headers: contentType ? { 'content-type': contentType } : {},
      payload,
      routed: tokenKind !== 'bad-encoding',
    }));
}

/** A target's `prepare`: the fresh-token placeholder becomes the token of a new address. */
export const freshAddress =
  (freshToken: string, prefix: string, newAddress: (suite: FuzzSuite) => Promise<string>) =>
  async (request: FuzzRequest, suite: FuzzSuite): Promise<FuzzRequest> =>
    request.params['*'] === freshToken
      ? { ...request, params: { '*': (await newAddress(suite)).slice(prefix.length) } }
      : request;
