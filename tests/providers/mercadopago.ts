/**
 * A stand-in for Mercado Pago (Checkout Pro) in the tests: a local server that speaks the parts of
 * Mercado Pago's documented HTTP API the site uses, so the site's own code runs unchanged against it
 * (MERCADOPAGO_API_URL = its `url`). It stands in for the provider, never for our code.
 *
 * Speaks (Authorization: Bearer ACCESS_TOKEN on every API call):
 * - POST /checkout/preferences → 201 the preference ({ id, init_point, sandbox_init_point, items, … });
 *   GET /checkout/preferences/{id}.
 * - GET /v1/payments/{id} → the payment; GET /v1/payments/search?external_reference=… → { paging, results }.
 * - POST /v1/payments/{id}/refunds ({ amount } for a part, none for the whole; X-Idempotency-Key: the
 *   same key answers the same refund) → 201 the refund; the payment becomes `refunded` when whole,
 *   `approved` / `partially_refunded` otherwise; a notification follows.
 * - The checkout page a browser visits at `init_point` (GET /checkout/v1/redirect?pref_id=…), plain
 *   forms: "Pay" (approved), "Refuse" (rejected), "Abandon" (no payment; a link back to
 *   back_urls.failure with Mercado Pago's `null` parameters, as when a buyer leaves). Pay and refuse
 *   create the payment, POST the notification to the preference's notification_url (body
 *   { action: "payment.created", type: "payment", data: { id } }, query ?data.id=…&type=payment,
 *   headers x-request-id and x-signature: ts=…,v1=HMAC-SHA256(webhook secret,
 *   "id:{data.id};request-id:{x-request-id};ts:{ts};") as Mercado Pago documents it), then send the
 *   buyer to back_urls.success / failure with collection_id, collection_status, payment_id, status,
 *   external_reference, payment_type, merchant_order_id, preference_id, site_id, processing_mode,
 *   merchant_account_id: a 302 when auto_return asks for it ("approved": approved payments only;
 *   "all"), otherwise a page with "Return to the site".
 *
 * Refuses, with Mercado Pago's error body { message, error, status, cause: [] }: a missing or wrong
 * access token (401 unauthorized); a preference without items, an item without title, a quantity
 * that is not a whole number of at least 1, a unit_price missing, not positive or with more than two
 * decimals, a currency_id other than "ARS" (400 invalid_items); auto_return without
 * back_urls.success (400 invalid_auto_return); a notification_url or back url that is not an address
 * (400); an unknown payment (404 not_found); a refund of a payment not approved (400, cause 2063), of
 * more than what is left or of an amount not positive (400, cause 4040).
 *
 * Controls (also over HTTP: POST {url}/_standin/{name} with the arguments as a JSON array): see `start`.
 * Standalone: `node tests/providers/mercadopago.ts --port N [--access-token T] [--webhook-secret S]`
 * prints `Listening on URL`.
 */
import { createHmac, randomUUID } from "node:crypto";
import {
  type Delivery,
  deliver,
  escapeHtml,
  type Fault,
  type Incoming,
  isAddress,
  jsonBody,
  page,
  type RecordedRequest,
  type Reply,
  runWhenMain,
  serve,
  withQuery,
} from "./standin.ts";

export type MercadoPagoOptions = {
  port?: number;
  host?: string;
  /** The seller's access token the site must send (MERCADOPAGO_ACCESS_TOKEN). */
  accessToken?: string;
  /** The secret notifications are signed with (MERCADOPAGO_WEBHOOK_SECRET). */
  webhookSecret?: string;
  /** The `ts` of x-signature: the documented example is in seconds; live notifications have been seen in milliseconds. Default seconds. */
  signatureTimestamp?: "seconds" | "milliseconds";
};

type Item = { id?: string; title: string; quantity: number; unit_price: number; currency_id: string; description?: string };

export type Preference = {
  id: string;
  items: Item[];
  external_reference: string;
  back_urls: { success?: string; failure?: string; pending?: string };
  auto_return: string;
  notification_url?: string;
  binary_mode: boolean;
  payment_methods: Record<string, unknown>;
  metadata: Record<string, unknown>;
  init_point: string;
  sandbox_init_point: string;
  date_created: string;
  [field: string]: unknown;
};

export type Refund = {
  id: number;
  payment_id: number;
  amount: number;
  status: "approved";
  date_created: string;
  source: { id: string; name: string; type: "collector" };
  unique_sequence_number: null;
  refund_mode: "standard";
  adjustment_amount: 0;
  reason: null;
  metadata: Record<string, unknown>;
  labels: string[];
};

export type Payment = {
  id: number;
  status: "approved" | "rejected" | "in_process" | "pending" | "refunded" | "cancelled";
  status_detail: string;
  transaction_amount: number;
  transaction_amount_refunded: number;
  currency_id: string;
  external_reference: string | null;
  description: string;
  date_created: string;
  date_approved: string | null;
  date_last_updated: string;
  money_release_date: string | null;
  operation_type: "regular_payment";
  payment_method_id: string;
  payment_type_id: string;
  installments: 1;
  live_mode: false;
  binary_mode: boolean;
  collector_id: number;
  order: { id: number; type: "mercadopago" };
  payer: { id: string; email: string; type: null; identification: { type: string; number: string } };
  metadata: Record<string, unknown>;
  notification_url: string | null;
  refunds: Refund[];
  transaction_details: { total_paid_amount: number; net_received_amount: number; installment_amount: number; overpaid_amount: 0 };
};

/** What the next payment made on the checkout page (or by `pay`) is, instead of what the preference asked. */
export type PaymentOverride = Partial<
  Pick<Payment, "status" | "status_detail" | "transaction_amount" | "currency_id" | "external_reference">
>;

const collectorId = 1_234_567_890;
const site = "MLA";

export async function start(options: MercadoPagoOptions = {}) {
  const accessToken = options.accessToken ?? "TEST-standin-access-token";
  const webhookSecret = options.webhookSecret ?? "standin-webhook-secret";
  const preferences = new Map<string, Preference>();
  const payments = new Map<number, Payment>();
  const refundsByKey = new Map<string, Refund>();
  const notifications: Delivery[] = [];
  const overrides: PaymentOverride[] = [];
  let nextPaymentId = 90_000_000_001;
  let nextRefundId = 2_000_000_001;
  let nextNotificationId = 120_000_000_001;
  let nextOrderId = 30_000_000_001;

  const error = (status: number, errorName: string, message: string, cause: { code: number; description: string }[] = []): Reply => ({
    status,
    json: { message, error: errorName, status, cause: cause.map((c) => ({ ...c, data: null })) },
  });
  const unauthorized = () => error(401, "unauthorized", "invalid_token");

  function notify(paymentId: number, action = "payment.updated"): Promise<Delivery | undefined> {
    const payment = payments.get(Number(paymentId));
    if (!payment?.notification_url) return Promise.resolve(undefined);
    const dataId = String(payment.id);
    const requestId = randomUUID();
    const now = Date.now();
    const ts = String(options.signatureTimestamp === "milliseconds" ? now : Math.floor(now / 1000));
    const v1 = createHmac("sha256", webhookSecret).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest("hex");
    const body = JSON.stringify({
      id: nextNotificationId++,
      live_mode: false,
      type: "payment",
      date_created: new Date(now).toISOString(),
      user_id: collectorId,
      api_version: "v1",
      action,
      data: { id: dataId },
    });
    const address = withQuery(payment.notification_url, { "data.id": dataId, type: "payment" });
    return deliver(address, { "x-signature": `ts=${ts},v1=${v1}`, "x-request-id": requestId }, body, notifications);
  }

  /** Makes a payment for a preference, as the checkout page does, and sends its notification. */
  async function pay(preferenceId: string, choice: "approved" | "rejected" = "approved", override: PaymentOverride = {}) {
    const preference = preferences.get(preferenceId);
    if (!preference) throw new Error(`no preference ${preferenceId}`);
    const asked = overrides.shift() ?? {};
    const status = override.status ?? asked.status ?? choice;
    const amount = round(preference.items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0));
    const now = new Date().toISOString();
    const transactionAmount = override.transaction_amount ?? asked.transaction_amount ?? amount;
    const payment: Payment = {
      id: nextPaymentId++,
      status,
      status_detail:
        override.status_detail ??
        asked.status_detail ??
        (status === "approved" ? "accredited" : status === "rejected" ? "cc_rejected_other_reason" : "pending_contingency"),
      transaction_amount: transactionAmount,
      transaction_amount_refunded: 0,
      currency_id: override.currency_id ?? asked.currency_id ?? preference.items[0]!.currency_id,
      external_reference: override.external_reference ?? asked.external_reference ?? (preference.external_reference || null),
      description: preference.items[0]!.title,
      date_created: now,
      date_approved: status === "approved" ? now : null,
      date_last_updated: now,
      money_release_date: status === "approved" ? now : null,
      operation_type: "regular_payment",
      payment_method_id: "visa",
      payment_type_id: "credit_card",
      installments: 1,
      live_mode: false,
      binary_mode: preference.binary_mode,
      collector_id: collectorId,
      order: { id: nextOrderId++, type: "mercadopago" },
      payer: { id: "1357924680", email: "test_user_buyer@testuser.com", type: null, identification: { type: "DNI", number: "12345678" } },
      metadata: preference.metadata,
      notification_url: preference.notification_url ?? null,
      refunds: [],
      transaction_details: {
        total_paid_amount: transactionAmount,
        net_received_amount: transactionAmount,
        installment_amount: transactionAmount,
        overpaid_amount: 0,
      },
    };
    payments.set(payment.id, payment);
    const notification = await notify(payment.id, "payment.created");
    return { payment, notification, returnUrl: backUrl(preference, payment) };
  }

  function backUrl(preference: Preference, payment: Payment | undefined): string | undefined {
    const approved = payment?.status === "approved";
    const pending = payment && (payment.status === "in_process" || payment.status === "pending");
    const target = approved ? preference.back_urls.success : pending ? preference.back_urls.pending : preference.back_urls.failure;
    if (!target) return undefined;
    const id = payment ? String(payment.id) : "null";
    return withQuery(target, {
      collection_id: id,
      collection_status: payment?.status ?? "null",
      payment_id: id,
      status: payment?.status ?? "null",
      external_reference: preference.external_reference || "null",
      payment_type: payment?.payment_type_id ?? "null",
      merchant_order_id: payment ? String(payment.order.id) : "null",
      preference_id: preference.id,
      site_id: site,
      processing_mode: "aggregator",
      merchant_account_id: "null",
    });
  }

  function refund(paymentId: number, amount: number | undefined, key: string | undefined): Reply {
    const payment = payments.get(Number(paymentId));
    if (!payment) return error(404, "not_found", "Payment not found", [{ code: 2000, description: "Payment not found" }]);
    if (key && refundsByKey.has(key)) return { status: 201, json: refundsByKey.get(key) };
    if (payment.status !== "approved")
      return error(400, "bad_request", "The action requested is not valid for the current payment state", [
        { code: 2063, description: "The action requested is not valid for the current payment state" },
      ]);
    const left = round(payment.transaction_amount - payment.transaction_amount_refunded);
    const value = amount === undefined ? left : amount;
    if (typeof value !== "number" || !Number.isFinite(value) || value <= 0 || value > left || decimals(value) > 2)
      return error(400, "bad_request", "amount attribute must be positive and at most the amount left to refund", [
        { code: 4040, description: "amount attribute must be positive" },
      ]);
    const made: Refund = {
      id: nextRefundId++,
      payment_id: payment.id,
      amount: value,
      status: "approved",
      date_created: new Date().toISOString(),
      source: { id: String(collectorId), name: "Seller", type: "collector" },
      unique_sequence_number: null,
      refund_mode: "standard",
      adjustment_amount: 0,
      reason: null,
      metadata: {},
      labels: [],
    };
    payment.refunds.push(made);
    payment.transaction_amount_refunded = round(payment.transaction_amount_refunded + value);
    const whole = payment.transaction_amount_refunded >= payment.transaction_amount;
    payment.status = whole ? "refunded" : "approved";
    payment.status_detail = whole ? "refunded" : "partially_refunded";
    payment.date_last_updated = made.date_created;
    if (key) refundsByKey.set(key, made);
    void notify(payment.id, "payment.updated");
    return { status: 201, json: made };
  }

  function createPreference(body: Record<string, unknown> | undefined, base: string): Reply {
    if (!body) return error(400, "bad_request", "invalid body");
    const items = body.items;
    if (!Array.isArray(items) || items.length === 0) return error(400, "invalid_items", "items needed");
    for (const item of items as Record<string, unknown>[]) {
      if (typeof item.title !== "string" || !item.title) return error(400, "invalid_items", "title needed");
      if (typeof item.quantity !== "number" || !Number.isInteger(item.quantity) || item.quantity < 1)
        return error(400, "invalid_items", "quantity invalid");
      if (item.unit_price === undefined) return error(400, "invalid_items", "unit_price needed");
      if (typeof item.unit_price !== "number" || !(item.unit_price > 0) || decimals(item.unit_price) > 2)
        return error(400, "invalid_items", "unit_price invalid");
      if (item.currency_id !== undefined && item.currency_id !== "ARS") return error(400, "invalid_items", "currency_id invalid");
    }
    const backUrls = (body.back_urls ?? {}) as Preference["back_urls"];
    for (const key of ["success", "failure", "pending"] as const)
      if (backUrls[key] !== undefined && !isAddress(backUrls[key])) return error(400, "invalid_back_urls", `back_urls.${key} invalid`);
    if (body.auto_return !== undefined && body.auto_return !== "approved" && body.auto_return !== "all")
      return error(400, "invalid_auto_return", "auto_return invalid");
    if (body.auto_return && !backUrls.success)
      return error(400, "invalid_auto_return", "auto_return invalid. back_url.success must be defined");
    if (body.notification_url !== undefined && !isAddress(body.notification_url))
      return error(400, "invalid_notification_url", "notification_url attribute must be url valid");
    const methods = (body.payment_methods ?? {}) as Record<string, unknown>;
    const excluded = methods.excluded_payment_types;
    if (excluded !== undefined && (!Array.isArray(excluded) || excluded.some((e) => typeof (e as { id?: unknown })?.id !== "string")))
      return error(400, "invalid_payment_methods", "excluded_payment_types invalid");
    const id = `${collectorId}-${randomUUID()}`;
    const preference: Preference = {
      ...body,
      id,
      collector_id: collectorId,
      client_id: "6295877106812064",
      operation_type: "regular_payment",
      items: (items as Item[]).map((item) => ({ ...item, currency_id: "ARS" })),
      external_reference: typeof body.external_reference === "string" ? body.external_reference : "",
      back_urls: { success: "", failure: "", pending: "", ...backUrls },
      auto_return: typeof body.auto_return === "string" ? body.auto_return : "",
      notification_url: typeof body.notification_url === "string" ? body.notification_url : undefined,
      binary_mode: body.binary_mode === true,
      payment_methods: { excluded_payment_methods: [{ id: "" }], excluded_payment_types: [{ id: "" }], installments: null, ...methods },
      metadata: (body.metadata as Record<string, unknown>) ?? {},
      date_created: new Date().toISOString(),
      init_point: `${base}/checkout/v1/redirect?pref_id=${id}`,
      sandbox_init_point: `${base}/checkout/v1/redirect?pref_id=${id}&sandbox=true`,
    };
    preferences.set(id, preference);
    return { status: 201, json: preference };
  }

  function checkoutPage(preference: Preference): Reply {
    const total = round(preference.items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0));
    const lines = preference.items.map((item) => `<li>${escapeHtml(item.title)} × ${item.quantity}: ${item.unit_price} ARS</li>`).join("");
    const button = (choice: string, label: string) =>
      `<form method="post" action="/checkout/v1/redirect"><input type="hidden" name="pref_id" value="${escapeHtml(preference.id)}"><input type="hidden" name="choice" value="${choice}"><button type="submit">${label}</button></form>`;
    return {
      status: 200,
      html: page(
        "Mercado Pago",
        `<ul>${lines}</ul><p>Total: <output>${total} ARS</output></p>${button("pay", "Pay")}${button("refuse", "Refuse")}${button("abandon", "Abandon")}`,
      ),
    };
  }

  async function handle(request: Incoming, base: string): Promise<Reply | undefined> {
    const { method, url } = request;
    const path = url.pathname;

    if (path === "/checkout/v1/redirect") {
      if (method === "GET") {
        const preference = preferences.get(url.searchParams.get("pref_id") ?? "");
        return preference
          ? checkoutPage(preference)
          : { status: 404, html: page("Mercado Pago", "<p>This payment link does not exist.</p>") };
      }
      const form = new URLSearchParams(request.body);
      const preference = preferences.get(form.get("pref_id") ?? "");
      if (!preference) return { status: 404, html: page("Mercado Pago", "<p>This payment link does not exist.</p>") };
      const choice = form.get("choice");
      if (choice === "abandon") {
        const back = backUrl(preference, undefined);
        return {
          status: 200,
          html: page("You left the payment", back ? `<p><a href="${escapeHtml(back)}">Return to the site</a></p>` : ""),
        };
      }
      const { payment, returnUrl } = await pay(preference.id, choice === "pay" ? "approved" : "rejected");
      const auto = preference.auto_return === "all" || (preference.auto_return === "approved" && payment.status === "approved");
      if (returnUrl && auto) return { status: 302, location: returnUrl };
      return {
        status: 200,
        html: page(
          payment.status === "approved" ? "Payment approved" : "Payment refused",
          `<p>Operation ${payment.id}</p>${returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">Return to the site</a></p>` : ""}`,
        ),
      };
    }

    if (request.headers.authorization !== `Bearer ${accessToken}`) return unauthorized();

    if (path === "/checkout/preferences" && method === "POST") return createPreference(jsonBody(request.body), base);
    const preferenceMatch = /^\/checkout\/preferences\/([^/]+)$/.exec(path);
    if (preferenceMatch && method === "GET") {
      const preference = preferences.get(decodeURIComponent(preferenceMatch[1]!));
      return preference ? { status: 200, json: preference } : error(404, "not_found", "Preference not found");
    }
    if (path === "/v1/payments/search" && method === "GET") {
      const reference = url.searchParams.get("external_reference");
      const results = [...payments.values()].filter((p) => reference === null || p.external_reference === reference);
      return { status: 200, json: { paging: { total: results.length, limit: 30, offset: 0 }, results } };
    }
    const paymentMatch = /^\/v1\/payments\/(\d+)(\/refunds)?$/.exec(path);
    if (paymentMatch && method === "GET" && !paymentMatch[2]) {
      const payment = payments.get(Number(paymentMatch[1]));
      return payment
        ? { status: 200, json: payment }
        : error(404, "not_found", "Payment not found", [{ code: 2000, description: "Payment not found" }]);
    }
    if (paymentMatch?.[2] && method === "GET") {
      const payment = payments.get(Number(paymentMatch[1]));
      return payment ? { status: 200, json: payment.refunds } : error(404, "not_found", "Payment not found");
    }
    if (paymentMatch?.[2] && method === "POST") {
      const body = request.body ? jsonBody(request.body) : {};
      if (!body) return error(400, "bad_request", "invalid body");
      if (body.amount !== undefined && typeof body.amount !== "number")
        return error(400, "bad_request", "amount attribute must be numeric", [
          { code: 4041, description: "amount attribute must be numeric" },
        ]);
      const key = request.headers["x-idempotency-key"];
      return refund(Number(paymentMatch[1]), body.amount as number | undefined, typeof key === "string" ? key : undefined);
    }
    return undefined;
  }

  const controls = {
    /** Sends the payment's notification again (a replay, or Mercado Pago's retry). */
    notify: (paymentId: number, action?: string) => notify(paymentId, action),
    /** The next payment(s) made on the checkout page come out so (one override per payment, in order): a wrong amount, currency, reference or status. */
    nextPayment: (override: PaymentOverride) => void overrides.push(override),
    /** Pays (or refuses) a preference without a browser; returns the payment, the notification and the back address. */
    pay: (preferenceId: string, choice?: "approved" | "rejected", override?: PaymentOverride) => pay(preferenceId, choice, override),
    /** A refund made by the seller in Mercado Pago's own app: recorded, and its notification sent. Throws when refused. */
    refundFromApp: (paymentId: number, amount?: number) => {
      const reply = refund(paymentId, amount, undefined);
      if (reply.status !== 201 || !("json" in reply))
        throw new Error(`refund refused: ${JSON.stringify("json" in reply ? reply.json : reply)}`);
      return reply.json as Refund;
    },
    failNext: (fault: Fault) => server.failNext(fault),
    preferences: () => [...preferences.values()],
    payments: () => [...payments.values()],
    notifications: () => notifications,
    payment: (id: number) => payments.get(Number(id)),
  };

  const server = await serve({
    port: options.port,
    host: options.host,
    handle,
    isApi: (path) => !path.startsWith("/checkout/v1/"),
    serverError: () => ({ message: "internal_error", error: "internal_server_error", status: 500, cause: [] }),
    controls: () => controls,
  });

  return {
    url: server.url,
    close: server.close,
    accessToken,
    webhookSecret,
    /** Every request the server received (API calls and checkout pages), oldest first. */
    requests: server.requests as RecordedRequest[],
    ...controls,
    /** Every notification sent, with its headers, body and the site's answer. */
    notifications,
  };
}

export type MercadoPagoStandin = Awaited<ReturnType<typeof start>>;

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function decimals(value: number): number {
  const text = String(value);
  if (text.includes("e-")) return Number(text.split("e-")[1]);
  return text.includes(".") ? text.split(".")[1]!.length : 0;
}

runWhenMain(import.meta.url, (args) =>
  start({
    port: args.port ? Number(args.port) : undefined,
    host: args.host,
    accessToken: args.accessToken,
    webhookSecret: args.webhookSecret,
    signatureTimestamp: args.signatureTimestamp === "milliseconds" ? "milliseconds" : undefined,
  }),
);
