/**
 * Stands in for `@radix-ui/react-use-is-hydrated` (an alias in vite.config.ts), which Radix's roving focus
 * (tabs, toggle groups) and avatar use. Radix's version reads `useSyncExternalStore` with a different server
 * snapshot, which makes React re-render synchronously at the end of the hydration commit and run every effect
 * of the page inside it: one long task on every page with tabs (issue 19, docs/performance.md "Lighthouse").
 * Ours answers the same question (false while hydrating, true after) through an effect, as Radix's own
 * fallback for older React does.
 */
export { useHydrated as useIsHydrated } from "./use-hydrated";
