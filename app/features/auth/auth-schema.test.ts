import { describe, expect, it } from "vitest";
import { SignupSchema, safeRedirect, usernameProblem } from "./auth-schema";

describe("usernameProblem", () => {
  it("accepts letters, digits, underscores and hyphens within 3–30 characters", () => {
    expect(usernameProblem("ada_mixes-2")).toBeNull();
    expect(usernameProblem("abc")).toBeNull();
    expect(usernameProblem("a".repeat(30))).toBeNull();
  });

  it("refuses names that are too short, too long or contain other characters", () => {
    expect(usernameProblem("ab")).toMatch(/3–30/);
    expect(usernameProblem("a".repeat(31))).toMatch(/3–30/);
    expect(usernameProblem("ada mixes")).toMatch(/letters, numbers/);
    expect(usernameProblem("adá")).toMatch(/letters, numbers/);
  });

  it("refuses every top-level route name, whatever the case", () => {
    for (const name of [
      "recipes",
      "Collections",
      "BAR",
      "settings",
      "login",
      "signup",
      "faq",
      "how-to",
      "privacy-policy",
      "terms-of-service",
      "search",
      "api",
      "uploads",
      "support",
      "404",
    ]) {
      expect(usernameProblem(name), name).toBe("This username is reserved");
    }
  });
});

describe("SignupSchema", () => {
  it("trims, lower-cases the email and drops blank optional names", () => {
    const parsed = SignupSchema.parse({
      username: " ada ",
      email: " Ada@Example.COM ",
      password: "long-enough",
      firstName: "  ",
    });
    expect(parsed).toEqual({ username: "ada", email: "ada@example.com", password: "long-enough" });
  });

  it("reports each missing field by name", () => {
    const result = SignupSchema.safeParse({ username: "", email: "", password: "" });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(["username", "email", "password"]));
  });
});

describe("safeRedirect", () => {
  it("keeps same-site paths and refuses other origins", () => {
    expect(safeRedirect("/bar/recipes?page=2")).toBe("/bar/recipes?page=2");
    expect(safeRedirect("//evil.example")).toBe("/");
    expect(safeRedirect("https://evil.example")).toBe("/");
    expect(safeRedirect("/\\evil.example")).toBe("/");
    expect(safeRedirect(null, "/bar")).toBe("/bar");
    expect(safeRedirect("/login?redirectTo=/bar")).toBe("/");
  });
});
