/**
 * Files live where every instance sees them (PostgreSQL's stored_objects): an
 * image uploaded through A is turned into a product image through B and served
 * by both, and an upload address works once across the two.
 */
import { expect, it } from 'vitest';
import { photoJpeg } from '../fixtures/images';
import { useCluster } from './harness/cluster';
import type { Instance } from './harness/instance';

const shop = useCluster({ instances: 2 });

async function signInAdmin(instance: Instance): Promise<Record<string, string>> {
  const res = await instance.post('/api/auth/login', { username: 'admin', password: 'admin1234' });
  expect(res.status, await res.clone().text()).toBe(200);
  const sid = res.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
  return { cookie: sid!.split(';')[0]! };
}

it('an image uploaded through A is made a product image through B and served by both', async () => {
  const [a, b] = shop.instances as [Instance, Instance];
  const admin = await signInAdmin(a);
  const jpeg = await photoJpeg();

  const address = await a.post('/api/objects/upload', {}, admin);
  expect(address.status).toBe(200);
  const { uploadURL } = (await address.json()) as { uploadURL: string };
  const put = (via: Instance) =>
    via.fetch(uploadURL, {
      method: 'PUT',
      headers: { ...admin, 'content-type': 'image/jpeg' },
      body: new Uint8Array(jpeg),
    });
  expect((await put(a)).status).toBe(200);
  // Single use holds across instances.
  expect((await put(b)).status).toBe(403);

  const step = await b.fetch('/api/admin/product-images', {
    method: 'PUT',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ imageURL: uploadURL }),
  });
  expect(step.status, await step.clone().text()).toBe(200);
  const { imagePath } = (await step.json()) as { imagePath: string };

  for (const via of [a, b]) {
    const image = await via.fetch(imagePath, { headers: { accept: 'image/jpeg' } });
    expect(image.status, `${via.name} ${imagePath}`).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  }
});
