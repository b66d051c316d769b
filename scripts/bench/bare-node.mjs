// A second reference beside nginx: the same page bytes from Node's http module with nothing
// else (no headers beyond the content type and length, no nonce, no log line), in its own
// process. What the site does per request on top of this is what the site itself costs.
// `node bare-node.mjs <root>` serves `<root>/<name>.html` (`/` as index.html) on a free
// loopback port and prints the address.
import { readFileSync, readdirSync } from "node:fs";
import http from "node:http";
import path from "node:path";

const root = process.argv[2];
const pages = new Map(
  readdirSync(root)
    .filter((name) => name.endsWith(".html"))
    .map((name) => [
      name === "index.html" ? "/" : `/${name.slice(0, -".html".length)}`,
      readFileSync(path.join(root, name)),
    ]),
);

http
  .createServer((req, res) => {
    const page = pages.get(req.url ?? "");
    if (!page) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "content-length": page.length,
    });
    res.end(page);
  })
  .listen(0, "127.0.0.1", function announce() {
    console.log(`Listening on http://127.0.0.1:${this.address().port}`);
  });
