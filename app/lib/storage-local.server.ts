/** The local directory driver: {root}/{bucket}/{key}. The embedded default, and one machine's disk. */
import { constants, createReadStream, type Dirent } from "node:fs";
import { access, mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  assertValidKey,
  contentTypeFor,
  isBucket,
  LIST_PAGE_SIZE,
  type ListedObject,
  publicUrlFor,
  SEGMENT,
  type Storage,
  withList,
} from "./storage-contract";

/** `pageSize`: objects per listed page (tests use small pages to prove paging). */
export function createLocalStorage(root: string, { pageSize = LIST_PAGE_SIZE } = {}): Storage {
  const fileFor = (bucket: string, key: string) => {
    assertValidKey(bucket, key);
    const file = path.resolve(root, bucket, key);
    // Belt and braces: the key rules already forbid escaping, but never trust one check.
    if (!file.startsWith(path.resolve(root, bucket) + path.sep)) throw new Error("Key escapes its bucket");
    return file;
  };

  const folderFor = (bucket: string, prefix: string) => {
    if (!isBucket(bucket)) throw new Error(`Unknown storage bucket: ${bucket}`);
    if (prefix === "") return path.resolve(root, bucket);
    const segments = prefix.split("/");
    // Only whole folders, named by the same segment rules as keys.
    if (
      !prefix.endsWith("/") ||
      segments.pop() !== "" ||
      !segments.every((s) => SEGMENT.test(s) && !s.includes(".."))
    ) {
      throw new Error(`Invalid folder prefix: ${JSON.stringify(prefix)}`);
    }
    return path.resolve(root, bucket, ...segments);
  };

  return withList({
    async put(bucket, key, body, contentType) {
      const file = fileFor(bucket, key);
      // The content type is derived from the extension when served, so they must agree.
      if (contentTypeFor(key) !== contentType) {
        throw new Error(`Content type ${contentType} does not match the key ${key}`);
      }
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees a half-written file.
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    },
    async get(bucket, key) {
      const file = fileFor(bucket, key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return {
          body: createReadStream(file),
          contentType: contentTypeFor(key) ?? "application/octet-stream",
          size: info.size,
          // Keys are never rewritten with other bytes, so size and time name the version.
          etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(bucket, key) {
      await rm(fileFor(bucket, key), { force: true });
    },
    async *listPages(bucket, prefix) {
      const folder = folderFor(bucket, prefix);
      let entries: Dirent[];
      try {
        entries = await readdir(folder, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
        throw error;
      }
      // Half-written files (put's temporaries) are not objects yet.
      const files = entries.filter((entry) => entry.isFile() && !entry.name.endsWith(".tmp"));
      for (let start = 0; start < files.length; start += pageSize) {
        const page = await Promise.all(
          files.slice(start, start + pageSize).map(async (entry): Promise<ListedObject | null> => {
            const file = path.join(entry.parentPath, entry.name);
            const info = await stat(file).catch(() => null);
            const key = prefix + path.relative(folder, file).split(path.sep).join("/");
            return info ? { key, lastModified: info.mtime, size: info.size } : null;
          }),
        );
        yield page.filter((object) => object !== null);
      }
    },
    publicUrl(bucket, key) {
      assertValidKey(bucket, key);
      return publicUrlFor(bucket, key);
    },
    directUrl() {
      return null;
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
  });
}
