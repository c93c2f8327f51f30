/**
 * The object storage driver: any service that speaks the S3 protocol (AWS S3, MinIO, Cloudflare R2,
 * Backblaze B2, Ceph, Garage, s3rver in the tests). Either one bucket holds every spec bucket as a
 * folder (`S3_BUCKET`), or each spec bucket is a bucket of its own name. See docs/deploy.md.
 */
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  type ListObjectsV2CommandOutput,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import {
  assertValidKey,
  BUCKETS,
  type Bucket,
  contentTypeFor,
  IMMUTABLE_CACHE_CONTROL,
  isBucket,
  LIST_PAGE_SIZE,
  publicUrlFor,
  type Storage,
  StorageUnavailable,
  withList,
} from "./storage-contract";

export type S3StorageConfig = {
  driver: "s3";
  /** Absent for AWS itself; the service's address otherwise. */
  endpoint?: string;
  region: string;
  /** One bucket for everything (objects under `{spec bucket}/`); absent: one bucket per spec bucket. */
  bucket?: string;
  /** Absent: the SDK's own chain (environment, instance role, profile). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Addresses like {endpoint}/{bucket}/{key}, which MinIO and most self-hosted services need. */
  forcePathStyle: boolean;
  /** A CDN or public bucket address that serves `{spec bucket}/{key}`; images are sent there. */
  publicUrl?: string;
  /** Objects per listed page (tests use small pages to prove paging). */
  pageSize?: number;
};

// The SDK warns on every start that its releases after January 2027 need Node 22: we pin a release
// that runs on Node 20 on purpose (docs/decisions/0016-object-storage.md), so the warning tells us nothing.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

export function createS3Storage(config: S3StorageConfig): Storage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where the protocol requires them: many S3-compatible services (and s3rver) do
    // not understand the SDK's newer default of streaming trailer checksums.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
    // A storage service that stopped answering fails a request in seconds, not minutes.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 20_000 },
  });

  /** Where one object lives in the service. */
  const locate = (bucket: Bucket, key: string) =>
    config.bucket ? { Bucket: config.bucket, Key: `${bucket}/${key}` } : { Bucket: bucket, Key: key };

  const unavailable = (operation: string, error: unknown) => {
    console.error(`Storage: ${operation} failed:`, error);
    return new StorageUnavailable(error);
  };

  return withList({
    async put(bucket, key, body, contentType) {
      assertValidKey(bucket, key);
      if (contentTypeFor(key) !== contentType) {
        throw new Error(`Content type ${contentType} does not match the key ${key}`);
      }
      try {
        // A put is atomic in S3: readers see the old object, or none, until the whole new one is stored.
        await client.send(
          new PutObjectCommand({
            ...locate(bucket, key),
            Body: body,
            ContentType: contentType,
            ContentLength: body.byteLength,
            // What a CDN in front of the bucket passes on: keys are never rewritten with other bytes.
            CacheControl: IMMUTABLE_CACHE_CONTROL,
          }),
        );
      } catch (error) {
        throw unavailable(`put ${bucket}/${key}`, error);
      }
    },
    async get(bucket, key) {
      assertValidKey(bucket, key);
      try {
        const object = await client.send(new GetObjectCommand(locate(bucket, key)));
        return {
          body: object.Body as Readable,
          contentType: contentTypeFor(key) ?? "application/octet-stream",
          size: object.ContentLength ?? 0,
          etag: object.ETag,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw unavailable(`get ${bucket}/${key}`, error);
      }
    },
    async delete(bucket, key) {
      assertValidKey(bucket, key);
      try {
        // S3 answers a delete of a missing key with success, as the interface asks.
        await client.send(new DeleteObjectCommand(locate(bucket, key)));
      } catch (error) {
        throw unavailable(`delete ${bucket}/${key}`, error);
      }
    },
    async *listPages(bucket, prefix) {
      if (!isBucket(bucket)) throw new Error(`Unknown storage bucket: ${bucket}`);
      if (prefix !== "" && !prefix.endsWith("/")) throw new Error(`Invalid folder prefix: ${JSON.stringify(prefix)}`);
      const { Bucket, Key: base } = locate(bucket, prefix);
      const folder = config.bucket ? `${bucket}/` : "";
      let ContinuationToken: string | undefined;
      do {
        let page: ListObjectsV2CommandOutput;
        try {
          page = await client.send(
            new ListObjectsV2Command({
              Bucket,
              Prefix: base,
              ContinuationToken,
              MaxKeys: config.pageSize ?? LIST_PAGE_SIZE,
            }),
          );
        } catch (error) {
          throw unavailable(`list ${bucket}/${prefix}`, error);
        }
        yield (page.Contents ?? []).flatMap((object) =>
          object.Key
            ? [
                {
                  key: object.Key.slice(folder.length),
                  lastModified: object.LastModified ?? new Date(0),
                  size: object.Size ?? 0,
                },
              ]
            : [],
        );
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    publicUrl(bucket, key) {
      assertValidKey(bucket, key);
      return publicUrlFor(bucket, key);
    },
    directUrl(bucket, key) {
      if (!config.publicUrl) return null;
      assertValidKey(bucket, key);
      return `${config.publicUrl.replace(/\/$/, "")}/${bucket}/${key}`;
    },
    async check() {
      const buckets = config.bucket ? [config.bucket] : [...BUCKETS];
      try {
        await Promise.all(buckets.map((Bucket) => client.send(new HeadBucketCommand({ Bucket }))));
      } catch (error) {
        // Not logged: /readyz reports it, and a load balancer asks every few seconds.
        throw new StorageUnavailable(error);
      }
    },
  });
}

function isMissing(error: unknown): boolean {
  // A missing bucket is also a 404, but it is a configuration mistake, not a missing object.
  if (!(error instanceof S3ServiceException) || error.name === "NoSuchBucket") return false;
  return error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404;
}
