/**
 * Serves the built React app: hashed assets cached for a year, everything
 * else revalidated, and index.html for any non-API path so the client-side
 * router can draw the screen (including its own 404 page).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiNotFound } from './errors';

const YEAR = 31_536_000;

export async function registerWebApp(app: FastifyInstance, webRoot: string) {
  const hasBuild = existsSync(path.join(webRoot, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const relative = path.relative(webRoot, filePath);
        if (relative.startsWith(`assets${path.sep}`)) {
          res.header('Cache-Control', `public, max-age=${YEAR}, immutable`);
        } else if (filePath.endsWith('.html')) {
          res.header('Cache-Control', 'no-cache');
        } else {
          res.header('Cache-Control', 'public, max-age=86400');
        }
      },
    });
  }

  const sendApp = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  if (hasBuild) {
    // The static plugin treats "/" as a folder without an index (403): the home page is the app.
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendApp(reply));
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !wantsPage || !hasBuild) {
      return reply.code(404).send(apiNotFound(request.method, request.url));
    }
    return sendApp(reply);
  });
}
