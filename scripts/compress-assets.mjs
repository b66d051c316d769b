// Writes a Brotli (quality 11) and a gzip (level 9) copy beside each text asset of the client
// build, so the server sends the smallest copy the browser accepts without compressing anything
// per request (server/app.ts). A copy no smaller than its file is not kept.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const assetsDir = "build/client/assets";
const compressible = /\.(js|css|svg|json)$/;
const encoders = [
  {
    suffix: ".br",
    encode: (data) =>
      promisify(brotliCompress)(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  {
    suffix: ".gz",
    encode: (data) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
  },
];

const names = (await readdir(assetsDir)).filter((name) => compressible.test(name));
await Promise.all(
  names.map(async (name) => {
    const file = path.join(assetsDir, name);
    const data = await readFile(file);
    for (const { suffix, encode } of encoders) {
      const encoded = await encode(data);
      if (encoded.length < data.length) await writeFile(file + suffix, encoded);
    }
  }),
);
