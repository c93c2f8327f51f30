/**
 * Whether a value from an address or a form is a UUID: ids are checked before they reach a query,
 * because PostgreSQL refuses a malformed uuid with an error rather than finding nothing.
 */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
