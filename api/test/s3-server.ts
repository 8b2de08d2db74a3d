/** A local S3-compatible server (s3rver) in a temporary folder, for the object-storage tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

// The SDK warns once per process that its releases from 2027 need Node 22 (docs/operations.md); the tests,
// which fail on any unexpected warning, run on Node 20.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export interface LocalS3 {
  /** The app's settings for it (S3_* variables). */
  env: Record<string, string>;
  bucket: string;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'hw-uploads'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'hw-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      // s3rver's own fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
