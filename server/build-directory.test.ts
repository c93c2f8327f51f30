import { describe, expect, it } from "vitest";
import { buildDirectory } from "./build-directory";

describe("buildDirectory", () => {
  const root = "/srv/muddle";

  it("is build/ unless BUILD_DIR names another build folder in the project", () => {
    expect(buildDirectory(undefined, root)).toBe("build");
    expect(buildDirectory("build-e2e", root)).toBe("build-e2e");
    expect(buildDirectory("/srv/muddle/build-attack", root)).toBe("build-attack");
  });

  it.each(["", ".", "./", "..", "app", "/tmp/build", "../build", "build/../app", "/srv/muddle"])(
    "refuses %j, which the build would empty",
    (value) => {
      expect(() => buildDirectory(value, root)).toThrow(/BUILD_DIR must name a folder/);
    },
  );
});
