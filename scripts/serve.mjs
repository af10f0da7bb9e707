#!/usr/bin/env node
/**
 * A small static file server for a built site, used by the browser tests.
 *
 *   node scripts/serve.mjs [--dir dist] [--base /] [--port 4321]
 *
 * Serves DIR at BASE (for example `--base /auction-bridge/` to check a sub-path build), the way
 * a static host would: a folder answers with its index.html, a folder without its trailing slash
 * is redirected, anything outside BASE or missing gets DIR/404.html with status 404. `--port 0`
 * picks a free port. Prints one line, `Serving DIR at URL`, once it is listening.
 * Text files go out gzip-compressed when the client accepts it, as every static host serves them,
 * so that Lighthouse (scripts/lighthouse.mjs) measures the bytes a reader really downloads.
 * No dependencies: Node's http and zlib modules only.
 */
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { createGzip } from 'node:zlib';
import { stat } from 'node:fs/promises';
import path from 'node:path';

const args = process.argv.slice(2);
/** @param {string} name @param {string} fallback */
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};

const root = path.resolve(arg('dir', 'dist'));
let base = arg('base', process.env.BASE_PATH ?? '/');
if (!base.startsWith('/')) base = `/${base}`;
if (!base.endsWith('/')) base = `${base}/`;
const port = Number(arg('port', process.env.PORT ?? '4321'));
const host = arg('host', '127.0.0.1');

/** Content types for the files a built Astro site contains. */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pbn': 'text/plain; charset=utf-8',
  '.lin': 'text/plain; charset=utf-8',
};
// Pagefind's index files have their own extensions (.pf_meta, .pf_index, .pf_fragment).
const typeOf = (file) => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** @param {string} file */
const isFile = async (file) => {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
};
/** @param {string} file */
const isDir = async (file) => {
  try {
    return (await stat(file)).isDirectory();
  } catch {
    return false;
  }
};

/** Whether a content type is text, which static hosts compress. */
const compressible = (type) => /^(?:text\/|application\/(?:json|xml)|image\/svg)/.test(type);

/** @param {import('node:http').ServerResponse} res @param {number} status @param {string} file */
const send = (res, status, file) => {
  const type = typeOf(file);
  if (/\bgzip\b/.test(String(res.req.headers['accept-encoding'] ?? '')) && compressible(type)) {
    res.writeHead(status, { 'content-type': type, 'content-encoding': 'gzip', vary: 'accept-encoding', 'cache-control': 'no-store' });
    createReadStream(file).pipe(createGzip()).pipe(res);
    return;
  }
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  createReadStream(file).pipe(res);
};

/** @param {import('node:http').ServerResponse} res */
const notFound = async (res) => {
  const page = path.join(root, '404.html');
  if (await isFile(page)) return send(res, 404, page);
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('Not found\n');
};

const server = createServer(async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' });
    res.end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return notFound(res);
  }
  // The base without its trailing slash redirects to the base.
  if (`${pathname}/` === base) {
    res.writeHead(301, { location: base + url.search });
    res.end();
    return;
  }
  if (!pathname.startsWith(base)) return notFound(res);
  const rel = pathname.slice(base.length);
  const file = path.resolve(root, `.${path.posix.sep}${rel}`);
  // Never serve anything outside the site folder.
  if (file !== root && !file.startsWith(root + path.sep)) return notFound(res);
  if (await isDir(file)) {
    if (!pathname.endsWith('/')) {
      res.writeHead(301, { location: `${pathname}/${url.search}` });
      res.end();
      return;
    }
    const index = path.join(file, 'index.html');
    return (await isFile(index)) ? send(res, 200, index) : notFound(res);
  }
  if (await isFile(file)) return send(res, 200, file);
  return notFound(res);
});

server.listen(port, host, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${host}:${actual}${base}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
