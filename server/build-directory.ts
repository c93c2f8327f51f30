/**
 * The folder a build goes to and is served from: `build/`, or BUILD_DIR for a second build beside it
 * (a test run, a benchmark). React Router empties the folder before it builds, so anything but a
 * `build…` folder inside the project is refused: an empty BUILD_DIR once made the project itself the
 * build folder, and the build deleted the checkout.
 */
import path from "node:path";

export const DEFAULT_BUILD_DIR = "build";

export function buildDirectory(value: string | undefined = process.env.BUILD_DIR, root = process.cwd()): string {
  if (value === undefined) return DEFAULT_BUILD_DIR;
  const resolved = path.resolve(root, value);
  const inside = path.relative(root, resolved);
  if (!inside || inside.startsWith("..") || path.isAbsolute(inside) || !/^build[\w.-]*$/.test(inside)) {
    throw new Error(
      `BUILD_DIR must name a folder directly inside the project whose name starts with "build" (got ${JSON.stringify(value)})`,
    );
  }
  return inside;
}
