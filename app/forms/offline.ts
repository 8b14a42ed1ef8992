import { data } from "react-router";
import { keepFormOffline } from "../offline/keep-form.ts";

/**
 * For a form's `clientAction`: the server's answer, or, when the post never reached the server (no
 * connection), the form's own answer saying so, instead of the error page replacing the page. What
 * was typed stays in the form. An error status: React Router then skips reloading the page's data.
 *
 * A form whose page's posts are kept offline (app/offline/policy.ts) and given a `kept` answer is
 * handed to the service worker instead, which sends it when the signal returns: the form answers
 * with `kept` (the visitor is told so), under the same status (the server was not reached, and the
 * page's data cannot be reloaded either).
 */
export async function answerWhenOffline<T, Answer, Kept = never>(
  request: Request,
  serverAction: () => Promise<T>,
  offline: (form: FormData) => Answer,
  kept?: (form: FormData) => Kept,
) {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    if (kept && (await keepFormOffline(request.url, form))) return data(kept(form), { status: 503 });
    console.error("Could not send the form:", error);
    return data(offline(form), { status: 503 });
  }
}
