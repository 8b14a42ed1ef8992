import { data } from "react-router";
import { getEnv } from "../runtime/env.server.ts";

/**
 * An operations drill: with ERROR_DRILL=1 this path fails on purpose, so the error page and error
 * logging can be checked in a real deployment. Otherwise it does not exist.
 */
export function loader() {
  if (!getEnv().ERROR_DRILL) throw data(null, { status: 404 });
  throw new Error("Error drill: this failure was requested with ERROR_DRILL=1");
}

export default function ErrorDrill() {
  return null;
}
