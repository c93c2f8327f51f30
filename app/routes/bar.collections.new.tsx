/** Placeholder while the collections issue builds this page. */
export default function Placeholder() {
  return null;
}
