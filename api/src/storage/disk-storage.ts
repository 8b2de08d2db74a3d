/** Uploaded files in a folder of this machine: the embedded default (DATA_DIR/dispatch-files). */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './file-storage.ts';

export function diskStorage(folder: string): FileStorage {
  // Names come from the server, but a name is never allowed to leave the folder.
  const pathOf = (name: string) => join(folder, basename(name));
  return {
    kind: 'disk',
    async put(name, body: Readable) {
      await mkdir(folder, { recursive: true });
      const path = pathOf(name);
      let size = 0;
      body.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      try {
        await pipeline(body, createWriteStream(path, { flags: 'wx' }));
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      return { size };
    },
    async get(name) {
      const path = pathOf(name);
      try {
        const info = await stat(path);
        return { stream: createReadStream(path), size: info.size };
      } catch {
        return undefined;
      }
    },
    async remove(name) {
      await rm(pathOf(name), { force: true });
    },
  };
}
