/**
 * Products: the public marketplace (search, detail), the marketplace "add
 * item" panel, and the admin product screens (spec section 7). /api/admin/*
 * is guarded by the global hook; POST /api/products adds its own check.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '@shared/api';
import { isUuid } from '@shared/ids';
import { PRODUCT_HELD_BY_ORDER, draftIncomplete } from '@shared/products/values';
import {
  PRODUCT_NOT_FOUND,
  TOTAL_COUNT_HEADER,
  adminProductQuerySchema,
  adminProductSchema,
  marketplaceProductInputSchema,
  productInputSchema,
  productListItemSchema,
  productSchema,
  productSearchQuerySchema,
  productStatusUpdateSchema,
  productUpdateSchema,
  type ProductValues,
} from '@shared/products/schemas';
import { conflict, forbidden, notFound } from '../../http-error';
import { sendCachedResponse } from '../../response-cache';
import { requireAdmin, signedInAdmin } from '../../plugins/auth-guards';
import {
  createProduct,
  deleteProduct,
  imagePathsInUse,
  listAdminProducts,
  ownerHeldReason,
  setProductStatus,
  toAdminProductDto,
  updateProduct,
} from './repository';
import {
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  loadProductList,
  productListKey,
  readViewableProduct,
} from './public-cache';

const idParams = z.object({ id: z.string() });

/**
 * What either create route parsed: the admin screens' fields, or the panel's
 * fewer ones (no status, no thumbnail); the compiler keeps the panel's a subset.
 */
type ProductToCreate = Omit<ProductValues, 'status'> & Partial<Pick<ProductValues, 'status'>>;

/** A malformed id cannot name a product: 404 like an unknown one. */
function productId(id: string): string {
  if (!isUuid(id)) throw notFound(PRODUCT_NOT_FOUND);
  return id;
}

const OWNER_HELD_SAID =
  'Staff get 403 on a product made from a pledge whose loan is open, or from an uncollected device whose repair is open: its price and listing are the owner’s.';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  /** Staff may not price or list what is sold on a customer's account (ownerHeldReason). */
  const refuseStaffOnOwnerHeld = async (request: FastifyRequest, id: string) => {
    if (signedInAdmin(request).staffRole === 'owner') return;
    const reason = await ownerHeldReason(db(), id);
    if (reason) throw forbidden(reason);
  };
  /** Public reads; cleared after every product write below (decision 007). */
  const cache = app.productCache;
  /**
   * After the change is committed: the files of stored images ("/images/<id>")
   * that no product shows any more are deleted. Best effort, logged on failure.
   */
  const releaseImages = (request: FastifyRequest, paths: (string | null)[]) =>
    app.images.deleteUnusedImages(
      paths,
      (candidates) => imagePathsInUse(db(), candidates),
      request.log,
    );

  /**
   * The one create path behind both create routes, the marketplace "add item"
   * panel and the admin screens, so the two cannot drift apart: the seller is
   * the signed-in admin, a product is active unless the admin chose otherwise
   * (the panel cannot), and a thumbnail left out follows the image.
   */
  async function addProduct(
    request: FastifyRequest,
    { status = 'active', thumbnailUrl, ...input }: ProductToCreate,
  ) {
    const admin = signedInAdmin(request);
    const row = await createProduct(
      db(),
      {
        ...input,
        status,
        thumbnailUrl: thumbnailUrl === undefined ? input.imageUrl : thumbnailUrl,
        sellerId: admin.id,
        isAdminProduct: true,
      },
      admin.id,
    );
    cache.clear();
    return toAdminProductDto(row);
  }

  app.get(
    '/products',
    {
      schema: {
        tags: ['products'],
        summary:
          'Active products, filtered, searched, sorted and paged; the total is in X-Total-Count',
        querystring: productSearchQuerySchema,
        response: { 200: z.array(productListItemSchema), 400: messageSchema },
      },
    },
    async (request, reply) => {
      const search = request.query;
      const page = await cache.get(productListKey(search), () => loadProductList(db(), search));
      return sendCachedResponse(request, reply, page!, PUBLIC_CACHE_CONTROL);
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['products'],
        summary:
          'One product; a reserved or sold one without its description; an off-listed one only for an admin',
        params: idParams,
        response: { 200: productSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const id = productId(request.params.id);
      const isAdmin = request.user?.role === 'admin';
      const product = await readViewableProduct(cache, db(), id, isAdmin);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      if ('shared' in product) {
        return sendCachedResponse(request, reply, product.shared, PUBLIC_CACHE_CONTROL);
      }
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return product.own;
    },
  );

  app.post(
    '/products',
    {
      // onRequest, not preHandler: a signed-out visitor hears 401 before any
      // word about the body they sent.
      onRequest: requireAdmin,
      schema: {
        tags: ['products', 'admin'],
        summary: 'The marketplace "add item" panel; the seller is the signed-in admin',
        body: marketplaceProductInputSchema,
        response: {
          201: adminProductSchema,
          400: messageSchema,
          401: messageSchema,
          403: messageSchema,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await addProduct(request, request.body)),
  );

  app.get(
    '/admin/products',
    {
      schema: {
        tags: ['products', 'admin'],
        summary: 'Every product (or one status), newest first; the total is in X-Total-Count',
        querystring: adminProductQuerySchema,
        response: { 200: z.array(adminProductSchema), 400: messageSchema },
      },
    },
    async (request, reply) => {
      const { items, total } = await listAdminProducts(db(), request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return items.map(toAdminProductDto);
    },
  );

  app.post(
    '/admin/products',
    {
      schema: {
        tags: ['products', 'admin'],
        body: productInputSchema,
        response: { 201: adminProductSchema, 400: messageSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await addProduct(request, request.body)),
  );

  app.put(
    '/admin/products/:id',
    {
      schema: {
        tags: ['products', 'admin'],
        summary: 'Edits a product; status is changed only through /status',
        description: OWNER_HELD_SAID,
        params: idParams,
        body: productUpdateSchema,
        response: {
          200: adminProductSchema,
          400: messageSchema,
          403: messageSchema,
          404: messageSchema,
        },
      },
    },
    async (request) => {
      const id = productId(request.params.id);
      await refuseStaffOnOwnerHeld(request, id);
      const { thumbnailUrl, ...changes } = request.body;
      // A new image without its own thumbnail brings the thumbnail along.
      const thumbnail = thumbnailUrl === undefined ? changes.imageUrl : thumbnailUrl;
      const updated = await updateProduct(db(), id, {
        ...changes,
        ...(thumbnail === undefined ? {} : { thumbnailUrl: thumbnail }),
      });
      cache.clear();
      if (!updated) throw notFound(PRODUCT_NOT_FOUND);
      const { row, previous } = updated;
      const kept = [row.imageUrl, row.thumbnailUrl];
      const replaced = [previous.imageUrl, previous.thumbnailUrl].filter(
        (path) => !kept.includes(path),
      );
      if (replaced.length > 0) await releaseImages(request, replaced);
      return toAdminProductDto(row);
    },
  );

  app.put(
    '/admin/products/:id/status',
    {
      schema: {
        tags: ['products', 'admin'],
        params: idParams,
        description: OWNER_HELD_SAID,
        body: productStatusUpdateSchema,
        response: {
          200: adminProductSchema,
          400: messageSchema,
          403: messageSchema,
          404: messageSchema,
          409: messageSchema,
        },
      },
    },
    async (request) => {
      const admin = signedInAdmin(request);
      const id = productId(request.params.id);
      await refuseStaffOnOwnerHeld(request, id);
      const row = await setProductStatus(db(), id, request.body.status, admin.id);
      cache.clear();
      if (!row) throw notFound(PRODUCT_NOT_FOUND);
      if (row === 'held') throw conflict(PRODUCT_HELD_BY_ORDER);
      if ('incomplete' in row) throw conflict(draftIncomplete(row.incomplete));
      return toAdminProductDto(row);
    },
  );

  app.delete(
    '/admin/products/:id',
    {
      schema: {
        tags: ['products', 'admin'],
        params: idParams,
        response: { 204: z.null().describe('Deleted'), 404: messageSchema, 409: messageSchema },
      },
    },
    async (request, reply) => {
      const admin = signedInAdmin(request);
      const id = productId(request.params.id);
      const row = await deleteProduct(db(), id, admin.id);
      cache.clear();
      if (!row) throw notFound(PRODUCT_NOT_FOUND);
      if (row === 'held') throw conflict(PRODUCT_HELD_BY_ORDER);
      await releaseImages(request, [row.imageUrl, row.thumbnailUrl]);
      return reply.code(204).send(null);
    },
  );
};
