/**
 * A small static server for the production build (dist/), used by the end-to-end tests:
 * it serves files with the right types, answers a folder with its index.html (the prerendered public pages), unknown paths with index.html (the app's
 * router shows its 404), never lets the browser cache sw.js, and can pretend a new version
 * was deployed (`bumpServiceWorker`) so the update prompt can be tested for real. Text files are
 * gzipped when the browser accepts it, as any host or CDN would (Lighthouse measures the transfer).
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve } from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

const compressible = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.map',
]);

/**
 * @param {{ root?: string, port?: number, host?: string }} [options]
 */
export async function startStaticServer({ root = 'dist', port = 0, host = '127.0.0.1' } = {}) {
  const base = resolve(root);
  let swVersion = 0;
  /** Gzipped files by path and modification time (a build's files do not change). */
  const gzipped = new Map();

  /** @param {string} file @param {number} mtimeMs */
  async function gzipOf(file, mtimeMs) {
    const key = `${file}:${mtimeMs}`;
    if (!gzipped.has(key)) gzipped.set(key, gzipSync(await readFile(file)));
    return gzipped.get(key);
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const path = normalize(decodeURIComponent(url.pathname));
      let file = join(base, path);
      if (!file.startsWith(base)) {
        res.writeHead(403).end();
        return;
      }
      if (path === '/sw.js') {
        let body = await readFile(file, 'utf8');
        if (swVersion > 0) body += `\n// deployment ${swVersion}\n`;
        res.writeHead(200, { 'content-type': types['.js'], 'cache-control': 'no-cache' });
        res.end(body);
        return;
      }
      let info = await stat(file).catch(() => null);
      // A prerendered public page is a folder's index.html (/faq → faq/index.html), as static hosts serve it.
      if (info !== null && info.isDirectory() && path !== '/') {
        const page = join(file, 'index.html');
        const pageInfo = await stat(page).catch(() => null);
        if (pageInfo !== null) {
          file = page;
          info = pageInfo;
        }
      }
      if (info === null || info.isDirectory()) {
        file = join(base, 'index.html');
        info = await stat(file);
      }
      const type = types[extname(file)] ?? 'application/octet-stream';
      const immutable = file.includes(`${join(base, 'assets')}`);
      const headers = {
        'content-type': type,
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      };
      if (compressible.has(extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        const body = await gzipOf(file, info.mtimeMs);
        res.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' });
        res.end(body);
        return;
      }
      res.writeHead(200, headers);
      createReadStream(file).pipe(res);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });

  await new Promise((done) => server.listen(port, host, () => done(undefined)));
  const address = server.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    /** Makes sw.js byte-different, as a new deployment would. */
    bumpServiceWorker() {
      swVersion += 1;
    },
    close() {
      server.closeAllConnections();
      return new Promise((done) => server.close(() => done(undefined)));
    },
  };
}
