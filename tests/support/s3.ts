// A real S3-compatible server (s3rver) on a random local port, for storage tests.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export const S3_TEST_BUCKET = "rsfc-test";

export async function startS3() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-s3-"));
  const instance = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: S3_TEST_BUCKET, configs: [] }],
  });
  const address = (await instance.run()) as AddressInfo;
  return {
    directory,
    env: {
      S3_BUCKET: S3_TEST_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    close: () => instance.close(),
  };
}
