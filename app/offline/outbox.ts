/**
 * The forms kept on the device while there is no connection (in the service worker), in IndexedDB,
 * and their sending when the signal returns. Each is posted again as a browser without JavaScript
 * posts it: the same fields, its one-time key (`client_token`) among them, so the server stores it
 * once however often it arrives (app/forms/idempotency.server.ts).
 */
import { guardFields } from "../forms/fields.ts";

export type KeptForm = {
  id?: number;
  /** Where it is posted: the form's page (path and query). */
  url: string;
  fields: [string, string][];
  keptAt: number;
  /** Times the server refused it (400); after a few it is given up. */
  refusals: number;
};

const DATABASE = "offline-forms";
const STORE = "outbox";
/** A form refused this often (a time token the server no longer takes, even renewed) is dropped. */
const MAX_REFUSALS = 3;
/** After renewing a form's time token: the server refuses a form sent sooner after its page was rendered (FORM_MIN_FILL_MS). */
const AFTER_RENEWAL_MS = 3_500;

function request<T>(operation: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result);
    operation.onerror = () => reject(operation.error);
  });
}

let opened: Promise<IDBDatabase> | undefined;
function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const open = indexedDB.open(DATABASE, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE, { keyPath: "id", autoIncrement: true });
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  return opened;
}

async function store(mode: IDBTransactionMode) {
  return (await database()).transaction(STORE, mode).objectStore(STORE);
}

export async function keepForm(form: Omit<KeptForm, "id" | "refusals" | "keptAt">): Promise<void> {
  await request((await store("readwrite")).add({ ...form, keptAt: Date.now(), refusals: 0 } satisfies KeptForm));
}

async function keptForms(): Promise<KeptForm[]> {
  // Nothing kept yet: no database to create (a visitor who never wrote offline stores nothing).
  if (!opened && !(await indexedDB.databases()).some((found) => found.name === DATABASE)) return [];
  return request((await store("readonly")).getAll() as IDBRequest<KeptForm[]>);
}

type Outcome = "sent" | "later" | "refused";

async function post(form: KeptForm): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetch(form.url, {
      method: "POST",
      body: new URLSearchParams(form.fields),
      credentials: "same-origin",
      redirect: "manual",
    });
  } catch {
    return "later";
  }
  if (response.ok || response.type === "opaqueredirect") return "sent";
  // Refused as it stands (its time token, most likely); anything else (429, 5xx) may pass later.
  return response.status === 400 ? "refused" : "later";
}

/** A fresh time token from the form's page, for a form kept longer than the server takes one. */
async function renewTimeToken(form: KeptForm): Promise<boolean> {
  try {
    const html = await (await fetch(form.url, { credentials: "same-origin" })).text();
    const token = new RegExp(`name="${guardFields.timeToken}" value="([^"]+)"`).exec(html)?.[1];
    if (!token) return false;
    form.fields = form.fields.map(([name, value]) => [name, name === guardFields.timeToken ? token : value]);
    return true;
  } catch {
    return false;
  }
}

/** Sends every kept form once, oldest first; resolves with how many are left to send. */
async function sendEach(): Promise<number> {
  let left = 0;
  for (const form of await keptForms()) {
    let outcome = await post(form);
    if (outcome === "refused" && (await renewTimeToken(form))) {
      await new Promise((resolve) => setTimeout(resolve, AFTER_RENEWAL_MS));
      outcome = await post(form);
    }
    const objects = await store("readwrite");
    if (outcome === "sent") {
      await request(objects.delete(form.id!));
      onSent(form);
      continue;
    }
    if (outcome === "refused") form.refusals++;
    if (form.refusals >= MAX_REFUSALS) await request(objects.delete(form.id!));
    else {
      await request(objects.put(form));
      left++;
    }
  }
  return left;
}

let onSent: (form: KeptForm) => void = () => undefined;

/** Who is told when a kept form has been sent (the worker tells the open pages). */
export function whenSent(listener: (form: KeptForm) => void): void {
  onSent = listener;
}

/** A kept form's one-time key: the pages know their kept message by it. */
export function keptFormKey(form: KeptForm): string | undefined {
  return form.fields.find(([name]) => name === guardFields.formKey)?.[1];
}

let running: Promise<number> | undefined;
let next: Promise<number> | undefined;

/**
 * Sends the kept forms, one at a time: never two sends of one form at once. Asked while a round is
 * going (the signal came back while the last round was failing), another round follows it.
 * Resolves with how many are left to send.
 */
export function sendKeptForms(): Promise<number> {
  if (!running) {
    running = sendEach().finally(() => (running = undefined));
    return running;
  }
  next ??= running.then(
    () => ((next = undefined), sendKeptForms()),
    () => ((next = undefined), sendKeptForms()),
  );
  return next;
}
