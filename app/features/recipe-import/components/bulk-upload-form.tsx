/**
 * The upload form: a JSON textarea and a .json or .zip file picker, then Check (preview) and Upload
 * Recipes. With JavaScript a .json file is read into the textarea (a .zip stays in the picker and is
 * posted as it is) and Upload waits for a successful check of the current text or zip; without it the
 * file is posted as multipart and both buttons work directly.
 */

import { useEffect, useId, useRef, useState } from "react";
import toast from "react-hot-toast";
import { Form, useNavigation } from "react-router";
import { BusyIcon } from "~/components/ui/busy-icon";
import { Button } from "~/components/ui/button";
import { FileJson, ScanSearch, Upload } from "~/components/ui/icons/icons";
import { FILE_LIMITS } from "~/lib/limits";
import { useHydrated } from "~/lib/use-hydrated";
import type { ImportActionData } from "../import-result";
import { CHOICES_FIELD, NEW_INGREDIENT } from "../ingredient-choices";
import { ImportReport } from "./import-report";
import type { ChoiceByName } from "./ingredient-matches";
import { LinkAddressField } from "./link-import-form";

const MAX_BYTES = FILE_LIMITS.importFile;

/** The page and text of a preview read from a link, or null. */
function linkedFrom(result: ImportActionData | undefined) {
  return result?.ok && result.intent === "preview" && result.link && result.text !== undefined
    ? { url: result.link.url, text: result.text }
    : null;
}
const MAX_ZIP_BYTES = FILE_LIMITS.importZip;
const PLACEHOLDER =
  '[\n  {\n    "name": "Daiquiri",\n    "ingredients": [{ "name": "White rum", "quantity": 2, "unit": "oz" }]\n  }\n]';

function sizeLabel(bytes: number) {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function BulkUploadForm({ result }: { result: ImportActionData | undefined }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  // While the page reloads its data after a check the result is already shown; an upload stays busy
  // until /bar/recipes has loaded.
  const sent = navigation.formMethod === "POST" ? navigation.formData : undefined;
  const pending = navigation.state === "submitting" || sent?.get("intent") === "import" ? sent : undefined;
  const busyIntent = pending?.get("intent");
  const [text, setText] = useState(result && "text" in result ? (result.text ?? "") : "");
  // The page the current text was read from (import from a link): its photos come home on upload.
  const [linked, setLinked] = useState(linkedFrom(result));
  const [address, setAddress] = useState(result && !result.ok ? (result.address ?? "") : (result?.link?.url ?? ""));
  const [loadedFile, setLoadedFile] = useState<string | null>(null);
  // A chosen .zip is sent from the picker; it is what a check and an upload are about until the text changes.
  const [zip, setZip] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [checked, setChecked] = useState<string | null>(null);
  // The member's changes to the preview's ingredient matches; a new check starts them afresh.
  const [choices, setChoices] = useState<ChoiceByName>({});
  const submitted = useRef<string | null>(null);
  const report = useRef<HTMLDivElement>(null);
  const ids = { text: useId(), hint: useId(), file: useId(), gate: useId() };

  useEffect(() => {
    if (!result) return;
    if (result.ok && result.intent === "preview" && result.link && result.text !== undefined) {
      // The page's recipes, as our JSON: shown in the text box, and already checked.
      setText(result.text);
      setChecked(result.text);
      setLinked(linkedFrom(result));
      setZip(null);
      setLoadedFile(null);
      if (picker.current) picker.current.value = "";
      setChoices({});
    } else if (result.ok && result.intent === "link-draft") {
      setChecked(null);
    } else if (result.ok) {
      setChecked(result.intent === "preview" ? submitted.current : null);
      setChoices({});
    } else {
      setChecked(null);
      if (result.intent === "import") toast.error(result.formError);
    }
  }, [result]);

  // A link's recipe fills the long text box above its preview: bring what was found into view.
  useEffect(() => {
    if (result && (result.intent === "link" || result.intent === "link-draft" || (result.ok && result.link)))
      report.current?.scrollIntoView({ block: "start" });
  }, [result]);

  async function readFile(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (/\.zip$/i.test(file.name) || /zip/i.test(file.type)) {
      if (file.size > MAX_ZIP_BYTES) {
        event.target.value = "";
        toast.error(`${file.name} is ${sizeLabel(file.size)}; the limit for a zip is ${sizeLabel(MAX_ZIP_BYTES)}.`);
        return;
      }
      setText("");
      setZip(`zip:${file.name}:${file.size}:${file.lastModified}`);
      setLoadedFile(`${file.name} (${sizeLabel(file.size)})`);
      return;
    }
    setZip(null);
    // The text is now in the textarea; sending the file as well would double the upload.
    event.target.value = "";
    if (file.size > MAX_BYTES) {
      toast.error(`${file.name} is ${sizeLabel(file.size)}; the limit is 5 MB. Split it into smaller files.`);
      return;
    }
    setText(await file.text());
    setLoadedFile(`${file.name} (${sizeLabel(file.size)})`);
  }

  const current = zip ?? text;
  const ready = Boolean(result?.ok) && checked !== null && checked === current;
  const stale = Boolean(result?.ok) && checked !== null && checked !== current;
  const uploadLocked = hydrated && !ready;

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="space-y-5"
      onSubmit={() => {
        submitted.current = current;
      }}
    >
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {linked && linked.text === text ? <input type="hidden" name="from_link" value={linked.url} /> : null}
      {Object.keys(choices).length > 0 ? (
        <input
          type="hidden"
          name={CHOICES_FIELD}
          value={JSON.stringify(
            Object.fromEntries(
              Object.entries(choices).map(([name, choice]) => [name, choice === "new" ? NEW_INGREDIENT : choice.id]),
            ),
          )}
        />
      ) : null}
      <div className="rounded-xl border border-line bg-canvas p-4">
        <LinkAddressField
          labelClassName="block font-medium"
          hint="The address of a recipe page. We read its recipe and show it below; nothing is saved until you upload."
          value={address}
          onChange={setAddress}
          busy={busyIntent === "link"}
          disabled={Boolean(pending)}
        />
      </div>

      <div>
        <label htmlFor={ids.file} className="mb-1.5 block text-sm font-medium">
          Choose a .json or .zip file
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <input
            id={ids.file}
            type="file"
            name="file"
            ref={picker}
            accept=".json,.zip,application/json,application/ld+json,application/zip"
            onChange={readFile}
            className="block w-full max-w-sm text-sm text-muted file:mr-3 file:cursor-pointer file:rounded-full file:border file:border-line file:bg-surface file:px-4 file:py-2 file:text-sm file:font-medium file:text-ink hover:file:bg-surface-2"
          />
          {loadedFile ? (
            <span className="inline-flex items-center gap-1.5 text-sm text-muted" aria-live="polite">
              <FileJson className="size-4 text-accent" aria-hidden />
              Loaded {loadedFile}
            </span>
          ) : null}
        </div>
      </div>

      <div>
        <label htmlFor={ids.text} className="mb-1.5 block text-sm font-medium">
          Recipes JSON
        </label>
        <textarea
          id={ids.text}
          name="json"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            // Typed text replaces a chosen zip, which the server would otherwise prefer.
            if (zip && picker.current) {
              picker.current.value = "";
              setZip(null);
              setLoadedFile(null);
            }
          }}
          rows={14}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          placeholder={PLACEHOLDER}
          aria-describedby={ids.hint}
          className="block w-full resize-y rounded-xl border border-line bg-surface px-3.5 py-3 font-mono text-[0.8125rem] leading-relaxed text-ink placeholder:text-muted/70 focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30"
        />
        <p id={ids.hint} className="mt-1.5 text-xs text-muted">
          Paste JSON or choose a file. Up to 5 MB (about 3,500 recipes) per upload.
        </p>
      </div>

      <div aria-live="polite" ref={report} className="scroll-mt-24">
        {result ? (
          <ImportReport
            result={result}
            stale={stale}
            choices={choices}
            onChoose={(name, choice) =>
              setChoices(({ [name]: _old, ...rest }) => (choice === null ? rest : { ...rest, [name]: choice }))
            }
          />
        ) : null}
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" name="intent" value="preview" variant="secondary" disabled={Boolean(pending)}>
          <BusyIcon busy={busyIntent === "preview"} icon={ScanSearch} />
          {busyIntent === "preview" ? "Checking..." : "Check"}
        </Button>
        <Button
          type="submit"
          name="intent"
          value="import"
          disabled={Boolean(pending) || uploadLocked}
          aria-describedby={uploadLocked ? ids.gate : undefined}
        >
          <BusyIcon busy={busyIntent === "import"} icon={Upload} />
          {busyIntent === "import" ? "Uploading..." : "Upload Recipes"}
        </Button>
        {uploadLocked ? (
          <p id={ids.gate} className="text-sm text-muted sm:ml-1">
            Check your recipes first; then upload them.
          </p>
        ) : null}
      </div>
    </Form>
  );
}
