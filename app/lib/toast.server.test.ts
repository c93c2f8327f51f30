/** The flash-toast cookie follows the site's scheme: `Secure` whenever PUBLIC_URL is https. */
import { afterEach, describe, expect, it, vi } from "vitest";

async function toastModuleFor(publicUrl: string) {
  vi.stubEnv("PUBLIC_URL", publicUrl);
  vi.resetModules();
  return import("./toast.server");
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("toast cookie", () => {
  it("is Secure under an https PUBLIC_URL, when set and when cleared", async () => {
    const { toastHeader, readToast } = await toastModuleFor("https://muddle.example");
    const set = await toastHeader({ type: "success", message: "Saved" });
    expect(set).toMatch(/; Secure/);
    const cookie = set.split(";")[0] ?? "";
    const { toast, setCookie } = await readToast(
      new Request("https://muddle.example/", { headers: { Cookie: cookie } }),
    );
    expect(toast?.message).toBe("Saved");
    expect(setCookie).toMatch(/; Secure/);
  });

  it("is not Secure on a plain http development address", async () => {
    const { toastHeader } = await toastModuleFor("http://localhost:3000");
    expect(await toastHeader({ message: "Saved" })).not.toMatch(/Secure/);
  });
});
