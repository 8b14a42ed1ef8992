import { data } from "react-router";

/** Any unknown path: a 404 rendered by the root error boundary in the visitor's language. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
