/**
 * The data a server-drawn page needs, read the way the API reads it: the
 * marketplace list and the product from the same public product cache (so a
 * sale shows in the HTML as fast as in the API), the visitor from
 * the session, the shop's FCA status from the configuration. What cannot be
 * read is left out: the browser then fetches it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUuid } from '@shared/ids';
import { TOTAL_COUNT_HEADER, productSearchQuerySchema } from '@shared/products/schemas';
import type { PageData, PageNeeds } from '@shared/server-render';
import { isGoneToBuyer, similarProductsQuery } from '@shared/products/similar';
import type { SessionUser } from '../../plugins/session';
import { toGreetedUser } from '../auth/public-user';
import { loadProductList, productListKey, readViewableProduct } from '../products/public-cache';

async function readProductList(app: FastifyInstance, query: string) {
  const parsed = productSearchQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
  if (!parsed.success) return undefined;
  const search = parsed.data;
  const page = await app.productCache.get(productListKey(search), () =>
    loadProductList(app.database.db, search),
  );
  if (!page) return undefined;
  return {
    items: JSON.parse(page.body.toString('utf8')) as NonNullable<PageData['productList']>['items'],
    total: Number(page.headers[TOTAL_COUNT_HEADER]),
  };
}

async function readProduct(app: FastifyInstance, id: string, user: SessionUser | null) {
  if (!isUuid(id)) return null;
  const product = await readViewableProduct(
    app.productCache,
    app.database.db,
    id,
    user?.role === 'admin',
  );
  if (!product) return null;
  if ('own' in product) return product.own;
  return JSON.parse(product.shared.body.toString('utf8')) as NonNullable<PageData['product']>;
}

export async function readPageData(
  app: FastifyInstance,
  request: FastifyRequest,
  needs: PageNeeds,
): Promise<PageData> {
  const data: PageData = {
    user: request.user ? await toGreetedUser(app.database.db, request.user) : null,
    // Configuration, the same for every visitor: a page kept for one is right for all.
    firm: { fcaFrn: app.config.fcaFrn, demo: app.config.demo },
    loanRates: app.config.loanRates,
  };
  try {
    if (needs.productList !== undefined) {
      const list = await readProductList(app, needs.productList);
      if (list) data.productList = list;
    }
    if (needs.productId !== undefined) {
      const product = await readProduct(app, needs.productId, request.user);
      data.product = product;
      // A sold product's page offers similar items, drawn with it.
      if (product && isGoneToBuyer(product.status)) {
        const similar = await readProductList(app, similarProductsQuery(product.category));
        if (similar) data.similarProducts = similar;
      }
    }
  } catch (error) {
    // The page is still drawn (header, texts); its list or product is fetched by the browser.
    request.log.warn({ err: error }, 'page data could not be read');
  }
  return data;
}
