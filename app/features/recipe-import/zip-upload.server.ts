/**
 * A bulk upload sent as a .zip (issue 13, Formats item 1): Bar Assistant's recipe export
 * (`cocktails/<id>/recipe.json` with each photo beside it), its data pack (`cocktails/<id>/data.json`,
 * photos named `file:///<name>.jpg` beside it), or any zip of .json files. The zip's directory is
 * checked before anything is inflated: every declared size counts against ZIP_LIMITS (fflate never
 * inflates an entry past its declared size, so a lying directory cannot grow the total), and a name
 * that climbs out of the zip ("../") refuses the whole upload.
 */
import { unzipSync } from "fflate";
import { FILE_LIMITS, ZIP_LIMITS } from "~/lib/limits";
import { MAX_IMPORT_BYTES } from "./import-schema";
import { REPAIRED_NOTE, readJsonText } from "./json-text";
import { type ImportDocument, type ItemSource, type ParsedImport, readDocuments } from "./parse-import";

const MB = 1024 * 1024;

export type ZipFiles = Map<string, Uint8Array>;
export type ZipUpload = { parsed: ParsedImport; sources: ItemSource[]; files: ZipFiles };

/** Zip files start with "PK\x03\x04" (or "PK\x05\x06" when empty). */
export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5);
}

const IMAGE = /\.(?:jpe?g|png|webp|gif|avif|heic|heif|tiff?)$/i;
const COCKTAIL_FILE = /(?:^|\/)cocktails\/[^/]+\/(?:data|recipe)\.json$/i;
/** macOS resource forks and hidden files ride along in zips made by hand. */
const JUNK = /(?:^|\/)(?:__MACOSX\/|\.)/;

/** "../x", "/etc/x", "C:\x": a name that does not stay inside the zip. */
export function unsafeZipPath(name: string): boolean {
  return name.startsWith("/") || name.includes("\\") || /^[a-z]:/i.test(name) || name.split("/").includes("..");
}

function refused(message: string): ZipUpload {
  return {
    parsed: { ok: false, format: null, label: null, errors: [{ index: null, field: null, message }] },
    sources: [],
    files: new Map(),
  };
}

type Entry = { name: string; size: number };

/** The zip's directory, read without inflating anything; null when it is not a readable zip. */
function directory(bytes: Uint8Array): Entry[] | null {
  const entries: Entry[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        entries.push({ name: file.name, size: file.originalSize });
        return false;
      },
    });
  } catch {
    return null;
  }
  return entries;
}

/** Which files to read: Bar Assistant's cocktail files when there are any, else every .json file. */
function chooseDocuments(entries: Entry[]): Entry[] {
  const json = entries.filter((e) => /\.json$/i.test(e.name) && !JUNK.test(e.name));
  const cocktails = json.filter((e) => COCKTAIL_FILE.test(e.name));
  // A data pack also holds ingredients/, glasses and _meta.json: only its cocktails are recipes.
  return cocktails.length ? cocktails : json.filter((e) => !/(?:^|\/)_meta\.json$/i.test(e.name));
}

export function readZipUpload(bytes: Uint8Array): ZipUpload {
  if (bytes.byteLength > FILE_LIMITS.importZip) {
    return refused(
      `This zip is ${(bytes.byteLength / MB).toFixed(1)} MB; the limit is ${FILE_LIMITS.importZip / MB} MB.`,
    );
  }
  const entries = directory(bytes);
  if (!entries) return refused("This .zip file could not be read. Is it complete?");
  if (entries.length > ZIP_LIMITS.entries) {
    return refused(`This zip holds ${entries.length} files; the limit is ${ZIP_LIMITS.entries}.`);
  }
  const unsafe = entries.find((e) => unsafeZipPath(e.name));
  if (unsafe) return refused(`This zip holds a file outside its own folders ("${unsafe.name}"), so it was refused.`);
  const total = entries.reduce((sum, e) => sum + e.size, 0);
  if (total > ZIP_LIMITS.uncompressedBytes) {
    return refused(
      `This zip unpacks to ${(total / MB).toFixed(1)} MB; the limit is ${ZIP_LIMITS.uncompressedBytes / MB} MB. Split it into smaller zips.`,
    );
  }
  const documents = chooseDocuments(entries);
  if (documents.length === 0) return refused("This zip holds no .json files with recipes.");
  const big = documents.find((e) => e.size > MAX_IMPORT_BYTES);
  if (big) return refused(`${big.name} is over ${MAX_IMPORT_BYTES / MB} MB. Split it into smaller files.`);

  const wanted = new Set(documents.map((e) => e.name));
  for (const e of entries) {
    if (IMAGE.test(e.name) && !JUNK.test(e.name) && e.size <= FILE_LIMITS.photo) wanted.add(e.name);
  }
  const files: ZipFiles = new Map(
    Object.entries(unzipSync(bytes, { filter: (file) => wanted.has(file.name) })).filter(([name]) => wanted.has(name)),
  );

  const read: ImportDocument[] = [];
  const repaired: string[] = [];
  const decoder = new TextDecoder();
  for (const { name } of documents) {
    const text = decoder.decode(files.get(name) ?? new Uint8Array()).replace(/^\uFEFF/, "");
    const json = readJsonText(text);
    if (!json.ok) return refused(`${name}: ${json.message}`);
    if (json.repaired) repaired.push(name);
    read.push({ json: json.json, file: name });
  }
  const notes = repaired.length ? [`${REPAIRED_NOTE} (${listed(repaired)})`] : [];
  const { parsed, sources } = readDocuments(read, notes);
  return { parsed, sources, files };
}

/** "a, b and 3 more": file lists in notes stay one line. */
export function listed(names: string[], shown = 3): string {
  const more = names.length - shown;
  return more > 0 ? `${names.slice(0, shown).join(", ")} and ${more} more` : names.join(", ");
}
