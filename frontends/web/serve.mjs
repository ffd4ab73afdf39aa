// SPDX-License-Identifier: MIT
// A static file server for the built site, on 127.0.0.1 only (any static server does; this one needs
// nothing but node). `node frontends/web/serve.mjs [DIR] [PORT]`: DIR build/web/site, PORT 8080
// (0: any free port). The tests import serve().
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

const types = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.wasm': 'application/wasm', '.json': 'application/json', '.png': 'image/png', '.svg': 'image/svg+xml' };

export function serve(root, port = 0) {
  root = path.resolve(root);
  const server = http.createServer((req, res) => {
    let file;
    try {
      file = path.join(root, decodeURIComponent(new URL(req.url, 'http://127.0.0.1').pathname));
    } catch { // a malformed address (`/%E0`) is refused; it once stopped the server
      res.writeHead(400).end('bad request');
      return;
    }
    if (file !== root && !file.startsWith(root + path.sep)) { res.writeHead(403).end(); return; }
    if (file.endsWith(path.sep)) file += 'index.html';
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404).end('not found'); return; }
      res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' }).end(data);
    });
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({
      url: `http://127.0.0.1:${server.address().port}`,
      close: () => { server.close(); server.closeAllConnections(); },
    }));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2] ?? 'build/web/site';
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    console.error(`serve.mjs: no ${path.join(root, 'index.html')}: build the site first (.ci/dev web)`);
    process.exit(1);
  }
  try {
    const { url } = await serve(root, Number(process.argv[3] ?? 8080));
    console.log(`npuzzle is served at ${url}/  (Ctrl-C stops)`);
  } catch (e) {
    console.error(`serve.mjs: ${e.message}`);
    process.exit(1);
  }
}
