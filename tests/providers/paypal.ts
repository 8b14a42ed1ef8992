/**
 * A stand-in for PayPal (REST: OAuth 2.0, Orders v2, Payments v2, webhooks) in the tests: a local
 * server that speaks the parts of PayPal's documented HTTP API the site uses, so the site's own code
 * runs unchanged against it (PAYPAL_API_URL = its `url`). It stands in for the provider, never for our code.
 *
 * Speaks:
 * - POST /v1/oauth2/token (Basic client_id:secret, grant_type=client_credentials) → { access_token, token_type, expires_in, … }.
 * - With Authorization: Bearer ACCESS_TOKEN:
 *   - POST /v2/checkout/orders (intent CAPTURE; purchase_units [{ amount { currency_code "USD", value "12.34" }, custom_id, … }];
 *     return_url / cancel_url in payment_source.paypal.experience_context, which answers PAYER_ACTION_REQUIRED with a
 *     "payer-action" link, or in application_context, which answers CREATED with an "approve" link) → 201; only
 *     { id, status, links } unless `Prefer: return=representation`, as PayPal does.
 *   - GET /v2/checkout/orders/{id}.
 *   - POST /v2/checkout/orders/{id}/capture → 201 the order, COMPLETED, purchase_units[0].payments.captures[0]
 *     COMPLETED (or PENDING, status_details.reason PENDING_REVIEW, when told); the same PayPal-Request-Id answers the
 *     same response again.
 *   - GET /v2/payments/captures/{id}; POST /v2/payments/captures/{id}/refund ({ amount } for a part, none for the
 *     rest; PayPal-Request-Id honoured) → 201 the refund; the capture becomes PARTIALLY_REFUNDED or REFUNDED.
 *     GET /v2/payments/refunds/{id}.
 *   - POST /v1/notifications/verify-webhook-signature → { verification_status } SUCCESS only for an event this server
 *     sent, with its own transmission headers, unchanged, and the configured webhook_id; FAILURE otherwise.
 * - The approval page a browser visits (GET /checkoutnow?token=ORDER), plain forms: "Approve" → the order is APPROVED
 *   and the buyer is sent (302) to return_url?token=ORDER&PayerID=…; "Cancel" → cancel_url?token=ORDER.
 * - Webhook events (CHECKOUT.ORDER.APPROVED, PAYMENT.CAPTURE.COMPLETED, .PENDING, .DENIED, .REFUNDED) POSTed to the
 *   webhook address with paypal-transmission-id, -time, -sig, -cert-url and paypal-auth-algo; the signature is over
 *   PayPal's documented input (transmission id|time|webhook id|CRC32 of the body), made with the server's own key
 *   instead of PayPal's certificate: a site checks it only through verify-webhook-signature, as PayPal advises.
 *
 * Refuses, with PayPal's error bodies ({ name, message, debug_id, details: [{ field, value, location, issue,
 * description }], links }): wrong client credentials (401 { error: "invalid_client" }); a missing or unknown access
 * token (401 AUTHENTICATION_FAILURE); a missing intent, purchase unit, amount, currency or value, a value that is not a
 * number, a return or cancel address that is not one (400 INVALID_REQUEST: MISSING_REQUIRED_PARAMETER,
 * INVALID_PARAMETER_VALUE, INVALID_PARAMETER_SYNTAX); a currency other than USD (422 CURRENCY_NOT_SUPPORTED), more
 * than two decimals (422 DECIMAL_PRECISION), zero or less (422 CANNOT_BE_ZERO_OR_NEGATIVE); an unknown order,
 * capture or refund (404 RESOURCE_NOT_FOUND); a capture before approval (422 ORDER_NOT_APPROVED) or twice (422
 * ORDER_ALREADY_CAPTURED), a declined one when told (422 INSTRUMENT_DECLINED); a refund of a capture not completed
 * (422 REFUND_NOT_ALLOWED), fully refunded (422 CAPTURE_FULLY_REFUNDED), of more than is left (422
 * REFUND_AMOUNT_EXCEEDED) or in another currency (422 REFUND_CURRENCY_MISMATCH).
 *
 * Controls (also over HTTP: POST {url}/_standin/{name} with the arguments as a JSON array): see `start`.
 * Standalone: `node tests/providers/paypal.ts --port N [--client-id I] [--client-secret S] [--webhook-id W] [--webhook-url U]`
 * prints `Listening on URL`.
 */
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { crc32 } from "node:zlib";
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

export type PayPalOptions = {
  port?: number;
  host?: string;
  /** PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET the site must send. */
  clientId?: string;
  clientSecret?: string;
  /** PAYPAL_WEBHOOK_ID: the webhook's id, as the developer dashboard shows it. */
  webhookId?: string;
  /** Where webhook events are POSTed (the address set in the dashboard); none: events are recorded, not sent. */
  webhookUrl?: string;
};

export type Money = { currency_code: string; value: string };
type Link = { href: string; rel: string; method: string };

export type Capture = {
  id: string;
  status: "COMPLETED" | "PENDING" | "DECLINED" | "PARTIALLY_REFUNDED" | "REFUNDED";
  status_details?: { reason: string };
  amount: Money;
  final_capture: true;
  custom_id?: string;
  invoice_id?: string;
  seller_protection: { status: "ELIGIBLE"; dispute_categories: string[] };
  seller_receivable_breakdown: { gross_amount: Money; paypal_fee: Money; net_amount: Money };
  supplementary_data: { related_ids: { order_id: string } };
  create_time: string;
  update_time: string;
  links: Link[];
};

export type PayPalRefund = {
  id: string;
  status: "COMPLETED";
  amount: Money;
  custom_id?: string;
  note_to_payer?: string;
  seller_payable_breakdown: { gross_amount: Money; paypal_fee: Money; net_amount: Money; total_refunded_amount: Money };
  create_time: string;
  update_time: string;
  links: Link[];
};

type PurchaseUnit = {
  reference_id: string;
  amount: Money;
  custom_id?: string;
  invoice_id?: string;
  description?: string;
  payee: { email_address: string; merchant_id: string };
  payments?: { captures: Capture[] };
  [field: string]: unknown;
};

export type Order = {
  id: string;
  intent: "CAPTURE";
  status: "CREATED" | "PAYER_ACTION_REQUIRED" | "APPROVED" | "COMPLETED" | "VOIDED";
  purchase_units: PurchaseUnit[];
  payment_source?: Record<string, unknown>;
  payer?: { name: { given_name: string; surname: string }; email_address: string; payer_id: string; address: { country_code: string } };
  create_time: string;
  update_time: string;
  links: Link[];
  return_url?: string;
  cancel_url?: string;
};

/** How the next capture comes out: its status (PENDING: settled later with `settle`; DECLINED: refused), or another amount than the order's. */
export type CaptureOutcome = { status?: "COMPLETED" | "PENDING" | "DECLINED"; amount?: Money; custom_id?: string };

export type WebhookEvent = {
  id: string;
  event_version: "1.0";
  create_time: string;
  resource_type: "checkout-order" | "capture" | "refund";
  resource_version: "2.0";
  event_type: string;
  summary: string;
  resource: unknown;
  links: Link[];
};

const authAlgo = "SHA256withRSA";
const payee = { email_address: "seller@business.example.com", merchant_id: "STANDINMERCHANT" };

export async function start(options: PayPalOptions = {}) {
  const clientId = options.clientId ?? "standin-client-id";
  const clientSecret = options.clientSecret ?? "standin-client-secret";
  const webhookId = options.webhookId ?? "WH0STANDIN0WEBHOOK";
  let webhookUrl = options.webhookUrl;
  const signingKey = randomBytes(32);
  const tokens = new Set<string>();
  const orders = new Map<string, Order>();
  const captures = new Map<string, Capture>();
  const refunds = new Map<string, PayPalRefund & { captureId: string }>();
  const byRequestId = new Map<string, Reply>();
  const outcomes: CaptureOutcome[] = [];
  const webhooks: (Delivery & { event: WebhookEvent })[] = [];
  /** Every event made, sent or not (no webhook address), by transmission. */
  const sent = new Map<string, { headers: Record<string, string>; body: string }>();
  let base = "";

  const debugId = () => randomBytes(7).toString("hex").slice(0, 13);
  const paypalId = (length = 17) =>
    Array.from(randomBytes(length), (byte) => "0123456789ABCDEFGHJKLMNPRSTUVWXYZ"[byte % 33])
      .join("")
      .slice(0, length);

  type Detail = { field?: string; value?: string; location?: string; issue: string; description: string };
  const failure = (status: number, name: string, message: string, details: Detail[] = []): Reply => {
    const id = debugId();
    return {
      status,
      headers: { "paypal-debug-id": id },
      json: {
        name,
        message,
        debug_id: id,
        details,
        links: details.map((d) => ({
          href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${d.issue}`,
          rel: "information_link",
          method: "GET",
        })),
      },
    };
  };
  const invalid = (detail: Detail) =>
    failure(400, "INVALID_REQUEST", "Request is not well-formed, syntactically incorrect, or violates schema.", [
      { location: "body", ...detail },
    ]);
  const unprocessable = (detail: Detail) =>
    failure(
      422,
      "UNPROCESSABLE_ENTITY",
      "The requested action could not be performed, semantically incorrect, or failed business validation.",
      [detail],
    );
  const notFound = (field: string, value: string) =>
    failure(404, "RESOURCE_NOT_FOUND", "The specified resource does not exist.", [
      {
        field,
        value,
        location: "path",
        issue: "INVALID_RESOURCE_ID",
        description: "Specified resource ID does not exist. Please check the resource ID and try again.",
      },
    ]);

  /** A value PayPal refuses, or undefined when it is fine. */
  function checkMoney(amount: unknown, field: string, currency = "USD"): Reply | undefined {
    if (!amount || typeof amount !== "object")
      return invalid({ field, issue: "MISSING_REQUIRED_PARAMETER", description: "A required field / parameter is missing." });
    const { currency_code, value } = amount as Record<string, unknown>;
    if (currency_code === undefined)
      return invalid({
        field: `${field}/currency_code`,
        issue: "MISSING_REQUIRED_PARAMETER",
        description: "A required field / parameter is missing.",
      });
    if (typeof currency_code !== "string" || !/^[A-Z]{3}$/.test(currency_code))
      return invalid({
        field: `${field}/currency_code`,
        value: String(currency_code),
        issue: "INVALID_PARAMETER_VALUE",
        description: "The value of a field is invalid.",
      });
    if (value === undefined)
      return invalid({
        field: `${field}/value`,
        issue: "MISSING_REQUIRED_PARAMETER",
        description: "A required field / parameter is missing.",
      });
    if (typeof value !== "string" || !/^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/.test(value))
      return invalid({
        field: `${field}/value`,
        value: String(value),
        issue: "INVALID_PARAMETER_SYNTAX",
        description: "The value of a field does not conform to the expected format.",
      });
    if (currency_code !== currency)
      return unprocessable({
        field: `${field}/currency_code`,
        value: currency_code,
        location: "body",
        issue: currency === "USD" ? "CURRENCY_NOT_SUPPORTED" : "REFUND_CURRENCY_MISMATCH",
        description:
          currency === "USD" ? "Currency code is not currently supported." : "Refund must be in the same currency as the capture.",
      });
    if ((value.split(".")[1] ?? "").length > 2)
      return unprocessable({
        field: `${field}/value`,
        value,
        location: "body",
        issue: "DECIMAL_PRECISION",
        description: "If the currency supports decimals, only two decimal place precision is supported.",
      });
    if (!(Number(value) > 0))
      return unprocessable({
        field: `${field}/value`,
        value,
        location: "body",
        issue: "CANNOT_BE_ZERO_OR_NEGATIVE",
        description: "Must be greater than zero.",
      });
    return undefined;
  }

  function orderLinks(order: Order): Link[] {
    const links = [{ href: `${base}/v2/checkout/orders/${order.id}`, rel: "self", method: "GET" }];
    if (order.status === "CREATED") links.push({ href: `${base}/checkoutnow?token=${order.id}`, rel: "approve", method: "GET" });
    if (order.status === "PAYER_ACTION_REQUIRED")
      links.push({ href: `${base}/checkoutnow?token=${order.id}`, rel: "payer-action", method: "GET" });
    if (order.status !== "COMPLETED") links.push({ href: `${base}/v2/checkout/orders/${order.id}`, rel: "update", method: "PATCH" });
    if (order.status === "APPROVED") links.push({ href: `${base}/v2/checkout/orders/${order.id}/capture`, rel: "capture", method: "POST" });
    return links;
  }

  function represent(order: Order) {
    const { return_url: _r, cancel_url: _c, ...shown } = order;
    return { ...shown, links: orderLinks(order) };
  }

  function createOrder(request: Incoming): Reply {
    const body = jsonBody(request.body);
    if (!body) return invalid({ issue: "MALFORMED_REQUEST_JSON", description: "The request JSON is not well formed." });
    if (body.intent === undefined)
      return invalid({ field: "/intent", issue: "MISSING_REQUIRED_PARAMETER", description: "A required field / parameter is missing." });
    if (body.intent !== "CAPTURE")
      return invalid({
        field: "/intent",
        value: String(body.intent),
        issue: "INVALID_PARAMETER_VALUE",
        description: "The value of a field is invalid.",
      });
    const units = body.purchase_units;
    if (!Array.isArray(units) || units.length === 0)
      return invalid({
        field: "/purchase_units",
        issue: "MISSING_REQUIRED_PARAMETER",
        description: "A required field / parameter is missing.",
      });
    for (const [index, unit] of (units as Record<string, unknown>[]).entries()) {
      const refused = checkMoney(unit?.amount, `/purchase_units/@reference_id=='${(unit?.reference_id as string) ?? "default"}'/amount`);
      if (refused) return refused;
      if (index > 0 && !unit.reference_id)
        return invalid({
          field: "/purchase_units/reference_id",
          issue: "MISSING_REQUIRED_PARAMETER",
          description: "reference_id is required with more than one purchase unit.",
        });
    }
    const source = body.payment_source as { paypal?: { experience_context?: Record<string, unknown> } } | undefined;
    const experience = source?.paypal?.experience_context;
    const context = (experience ?? body.application_context ?? {}) as Record<string, unknown>;
    const where = experience ? "/payment_source/paypal/experience_context" : "/application_context";
    for (const key of ["return_url", "cancel_url"])
      if (context[key] !== undefined && !isAddress(context[key]))
        return invalid({
          field: `${where}/${key}`,
          value: String(context[key]),
          issue: "INVALID_PARAMETER_SYNTAX",
          description: "The value of a field does not conform to the expected format.",
        });
    const now = new Date().toISOString();
    const order: Order = {
      id: paypalId(),
      intent: "CAPTURE",
      status: experience ? "PAYER_ACTION_REQUIRED" : "CREATED",
      purchase_units: (units as Record<string, unknown>[]).map((unit) => ({ reference_id: "default", ...unit, payee }) as PurchaseUnit),
      ...(source ? { payment_source: { paypal: {} } } : {}),
      create_time: now,
      update_time: now,
      links: [],
      return_url: context.return_url as string | undefined,
      cancel_url: context.cancel_url as string | undefined,
    };
    orders.set(order.id, order);
    const full = /return=representation/.test(String(request.headers.prefer ?? ""));
    const shown = represent(order);
    return {
      status: 201,
      json: full
        ? shown
        : {
            id: order.id,
            status: order.status,
            ...(order.payment_source ? { payment_source: order.payment_source } : {}),
            links: shown.links,
          },
    };
  }

  function capture(order: Order): Reply {
    if (order.status === "COMPLETED")
      return unprocessable({
        issue: "ORDER_ALREADY_CAPTURED",
        description: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
      });
    if (order.status !== "APPROVED")
      return unprocessable({
        issue: "ORDER_NOT_APPROVED",
        description:
          "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
      });
    const outcome = outcomes.shift() ?? {};
    if (outcome.status === "DECLINED")
      return unprocessable({
        issue: "INSTRUMENT_DECLINED",
        description: "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
      });
    const unit = order.purchase_units[0]!;
    const amount = outcome.amount ?? unit.amount;
    const now = new Date().toISOString();
    const fee = { currency_code: amount.currency_code, value: (Math.round(Number(amount.value) * 5.4 + 30) / 100).toFixed(2) };
    const made: Capture = {
      id: paypalId(),
      status: outcome.status ?? "COMPLETED",
      ...(outcome.status === "PENDING" ? { status_details: { reason: "PENDING_REVIEW" } } : {}),
      amount,
      final_capture: true,
      ...(unit.custom_id || outcome.custom_id ? { custom_id: outcome.custom_id ?? unit.custom_id } : {}),
      ...(unit.invoice_id ? { invoice_id: unit.invoice_id } : {}),
      seller_protection: { status: "ELIGIBLE", dispute_categories: ["ITEM_NOT_RECEIVED", "UNAUTHORIZED_TRANSACTION"] },
      seller_receivable_breakdown: {
        gross_amount: amount,
        paypal_fee: fee,
        net_amount: { currency_code: amount.currency_code, value: (Number(amount.value) - Number(fee.value)).toFixed(2) },
      },
      supplementary_data: { related_ids: { order_id: order.id } },
      create_time: now,
      update_time: now,
      links: [],
    };
    made.links = captureLinks(made);
    captures.set(made.id, made);
    unit.payments = { captures: [made] };
    order.status = "COMPLETED";
    order.update_time = now;
    void send(made.status === "PENDING" ? "PAYMENT.CAPTURE.PENDING" : "PAYMENT.CAPTURE.COMPLETED", "capture", made);
    return { status: 201, json: represent(order) };
  }

  function captureLinks(c: Capture): Link[] {
    return [
      { href: `${base}/v2/payments/captures/${c.id}`, rel: "self", method: "GET" },
      { href: `${base}/v2/payments/captures/${c.id}/refund`, rel: "refund", method: "POST" },
      { href: `${base}/v2/checkout/orders/${c.supplementary_data.related_ids.order_id}`, rel: "up", method: "GET" },
    ];
  }

  function refund(captureId: string, body: Record<string, unknown>): Reply {
    const c = captures.get(captureId);
    if (!c) return notFound("capture_id", captureId);
    if (c.status === "REFUNDED")
      return unprocessable({ issue: "CAPTURE_FULLY_REFUNDED", description: "The capture has already been fully refunded" });
    if (c.status !== "COMPLETED" && c.status !== "PARTIALLY_REFUNDED")
      return unprocessable({ issue: "REFUND_NOT_ALLOWED", description: "Refund cannot be issued for this capture." });
    const done = [...refunds.values()].filter((r) => r.captureId === c.id).reduce((sum, r) => sum + cents(r.amount.value), 0);
    const left = cents(c.amount.value) - done;
    if (body.amount !== undefined) {
      const refused = checkMoney(body.amount, "/amount", c.amount.currency_code);
      if (refused) return refused;
    }
    const amount = (body.amount as Money | undefined) ?? { currency_code: c.amount.currency_code, value: (left / 100).toFixed(2) };
    if (cents(amount.value) > left)
      return unprocessable({
        issue: "REFUND_AMOUNT_EXCEEDED",
        description: "The refund amount must be less than or equal to the capture amount that has not yet been refunded.",
      });
    const now = new Date().toISOString();
    const made: PayPalRefund & { captureId: string } = {
      id: paypalId(),
      status: "COMPLETED",
      amount,
      ...(typeof body.custom_id === "string" ? { custom_id: body.custom_id } : {}),
      ...(typeof body.note_to_payer === "string" ? { note_to_payer: body.note_to_payer } : {}),
      seller_payable_breakdown: {
        gross_amount: amount,
        paypal_fee: { currency_code: amount.currency_code, value: "0.00" },
        net_amount: amount,
        total_refunded_amount: { currency_code: amount.currency_code, value: ((done + cents(amount.value)) / 100).toFixed(2) },
      },
      create_time: now,
      update_time: now,
      links: [],
      captureId: c.id,
    };
    made.links = [
      { href: `${base}/v2/payments/refunds/${made.id}`, rel: "self", method: "GET" },
      { href: `${base}/v2/payments/captures/${c.id}`, rel: "up", method: "GET" },
    ];
    refunds.set(made.id, made);
    c.status = cents(amount.value) === left ? "REFUNDED" : "PARTIALLY_REFUNDED";
    c.update_time = now;
    const shown = showRefund(made);
    void send("PAYMENT.CAPTURE.REFUNDED", "refund", shown);
    return { status: 201, json: shown };
  }

  const showRefund = ({ captureId: _, ...shown }: PayPalRefund & { captureId: string }): PayPalRefund => shown;

  async function send(eventType: string, resourceType: WebhookEvent["resource_type"], resource: unknown) {
    const event: WebhookEvent = {
      id: `WH-${paypalId(17)}-${paypalId(17)}`,
      event_version: "1.0",
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      resource_version: "2.0",
      event_type: eventType,
      summary: summaries[eventType] ?? eventType,
      resource: structuredClone(resource),
      links: [],
    };
    event.links = [
      { href: `${base}/v1/notifications/webhooks-events/${event.id}`, rel: "self", method: "GET" },
      { href: `${base}/v1/notifications/webhooks-events/${event.id}/resend`, rel: "resend", method: "POST" },
    ];
    return transmit(event);
  }

  /** One transmission of an event: new transmission headers each time (a retry or a resend is a new transmission of the same event). */
  async function transmit(event: WebhookEvent) {
    const body = JSON.stringify(event);
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    const headers = {
      "paypal-transmission-id": transmissionId,
      "paypal-transmission-time": time,
      "paypal-transmission-sig": createHmac("sha256", signingKey)
        .update(`${transmissionId}|${time}|${webhookId}|${crc32(body)}`)
        .digest("base64"),
      "paypal-cert-url": `${base}/v1/notifications/certs/CERT-360caa42-fca2a594-standin`,
      "paypal-auth-algo": authAlgo,
    };
    sent.set(transmissionId, { headers, body });
    if (!webhookUrl) {
      const delivery: Delivery & { event: WebhookEvent } = { url: "", headers, body, at: time, error: "no webhook address", event };
      webhooks.push(delivery);
      return delivery;
    }
    const into: Delivery[] = [];
    const delivery = Object.assign(await deliver(webhookUrl, headers, body, into), { event });
    webhooks.push(delivery);
    return delivery;
  }

  function verify(body: Record<string, unknown> | undefined): Reply {
    if (!body) return invalid({ issue: "MALFORMED_REQUEST_JSON", description: "The request JSON is not well formed." });
    for (const field of [
      "auth_algo",
      "cert_url",
      "transmission_id",
      "transmission_sig",
      "transmission_time",
      "webhook_id",
      "webhook_event",
    ])
      if (body[field] === undefined || body[field] === "")
        return invalid({
          field: `/${field}`,
          issue: "MISSING_REQUIRED_PARAMETER",
          description: "A required field / parameter is missing.",
        });
    const transmission = sent.get(String(body.transmission_id));
    const event = typeof body.webhook_event === "string" ? jsonBody(body.webhook_event) : body.webhook_event;
    const ok =
      transmission !== undefined &&
      body.webhook_id === webhookId &&
      body.auth_algo === transmission.headers["paypal-auth-algo"] &&
      body.cert_url === transmission.headers["paypal-cert-url"] &&
      body.transmission_time === transmission.headers["paypal-transmission-time"] &&
      body.transmission_sig === transmission.headers["paypal-transmission-sig"] &&
      canonical(event) === canonical(JSON.parse(transmission.body));
    return { status: 200, json: { verification_status: ok ? "SUCCESS" : "FAILURE" } };
  }

  function approvalPage(order: Order): Reply {
    const unit = order.purchase_units[0]!;
    const button = (choice: string, label: string) =>
      `<form method="post" action="/checkoutnow"><input type="hidden" name="token" value="${escapeHtml(order.id)}"><input type="hidden" name="choice" value="${choice}"><button type="submit">${label}</button></form>`;
    return {
      status: 200,
      html: page(
        "PayPal",
        `<p>Pay <output>${escapeHtml(unit.amount.value)} ${escapeHtml(unit.amount.currency_code)}</output></p>${button("approve", "Approve")}${button("cancel", "Cancel")}`,
      ),
    };
  }

  function approve(orderId: string): { order: Order; returnUrl?: string } {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    const payerId = "QYR5Z8XDVJNXQ";
    if (order.status === "CREATED" || order.status === "PAYER_ACTION_REQUIRED") {
      order.status = "APPROVED";
      order.update_time = new Date().toISOString();
      const name = { given_name: "John", surname: "Doe" };
      order.payer = { name, email_address: "sb-buyer@personal.example.com", payer_id: payerId, address: { country_code: "US" } };
      order.payment_source = {
        paypal: {
          email_address: order.payer.email_address,
          account_id: payerId,
          account_status: "VERIFIED",
          name,
          address: { country_code: "US" },
        },
      };
      void send("CHECKOUT.ORDER.APPROVED", "checkout-order", represent(order));
    }
    return { order, returnUrl: order.return_url ? withQuery(order.return_url, { token: order.id, PayerID: payerId }) : undefined };
  }

  async function handle(request: Incoming, serverBase: string): Promise<Reply | undefined> {
    base = serverBase;
    const { method, url } = request;
    const path = url.pathname;

    if (path === "/checkoutnow") {
      const id = method === "GET" ? url.searchParams.get("token") : new URLSearchParams(request.body).get("token");
      const order = orders.get(id ?? "");
      if (!order) return { status: 404, html: page("PayPal", "<p>This checkout does not exist.</p>") };
      if (method === "GET") return approvalPage(order);
      if (new URLSearchParams(request.body).get("choice") === "cancel") {
        return order.cancel_url
          ? { status: 302, location: withQuery(order.cancel_url, { token: order.id }) }
          : { status: 200, html: page("Cancelled", "") };
      }
      const { returnUrl } = approve(order.id);
      return returnUrl ? { status: 302, location: returnUrl } : { status: 200, html: page("Approved", "") };
    }

    if (path === "/v1/oauth2/token" && method === "POST") {
      const [scheme, encoded] = String(request.headers.authorization ?? "").split(" ");
      if (scheme !== "Basic" || Buffer.from(encoded ?? "", "base64").toString("utf8") !== `${clientId}:${clientSecret}`)
        return { status: 401, json: { error: "invalid_client", error_description: "Client Authentication failed" } };
      if (new URLSearchParams(request.body).get("grant_type") !== "client_credentials")
        return { status: 400, json: { error: "unsupported_grant_type", error_description: "Grant Type is NULL" } };
      const token = `A21AA${randomBytes(24).toString("base64url")}`;
      tokens.add(token);
      return {
        status: 200,
        json: {
          scope: "https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/applications/webhooks",
          access_token: token,
          token_type: "Bearer",
          app_id: "APP-80W284485P519543T",
          expires_in: 32400,
          nonce: `${new Date().toISOString()}${randomBytes(8).toString("hex")}`,
        },
      };
    }

    const [scheme, token] = String(request.headers.authorization ?? "").split(" ");
    if (scheme !== "Bearer" || !tokens.has(token ?? ""))
      return failure(
        401,
        "AUTHENTICATION_FAILURE",
        "Authentication failed due to invalid authentication credentials or a missing Authorization header.",
      );

    const requestId = request.headers["paypal-request-id"];
    const remembered = (key: string, make: () => Reply): Reply => {
      if (typeof requestId !== "string") return make();
      const k = `${key} ${requestId}`;
      const known = byRequestId.get(k);
      if (known) return known;
      const reply = make();
      byRequestId.set(k, reply);
      return reply;
    };

    if (path === "/v2/checkout/orders" && method === "POST") return remembered(path, () => createOrder(request));
    const orderMatch = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (orderMatch) {
      const order = orders.get(orderMatch[1]!);
      if (!order) return notFound("order_id", orderMatch[1]!);
      if (!orderMatch[2] && method === "GET") return { status: 200, json: represent(order) };
      if (orderMatch[2] && method === "POST") return remembered(path, () => capture(order));
    }
    const captureMatch = /^\/v2\/payments\/captures\/([^/]+)(\/refund)?$/.exec(path);
    if (captureMatch) {
      if (!captureMatch[2] && method === "GET") {
        const c = captures.get(captureMatch[1]!);
        return c ? { status: 200, json: c } : notFound("capture_id", captureMatch[1]!);
      }
      if (captureMatch[2] && method === "POST") {
        const body = request.body ? jsonBody(request.body) : {};
        if (!body) return invalid({ issue: "MALFORMED_REQUEST_JSON", description: "The request JSON is not well formed." });
        return remembered(path, () => refund(captureMatch[1]!, body));
      }
    }
    const refundMatch = /^\/v2\/payments\/refunds\/([^/]+)$/.exec(path);
    if (refundMatch && method === "GET") {
      const r = refunds.get(refundMatch[1]!);
      return r ? { status: 200, json: showRefund(r) } : notFound("refund_id", refundMatch[1]!);
    }
    if (path === "/v1/notifications/verify-webhook-signature" && method === "POST") return verify(jsonBody(request.body));
    return undefined;
  }

  const controls = {
    /** How the next capture(s) come out, one outcome per capture, in order. */
    nextCapture: (outcome: CaptureOutcome) => void outcomes.push(outcome),
    /** A PENDING capture settles later: COMPLETED (PAYMENT.CAPTURE.COMPLETED sent) or DECLINED (PAYMENT.CAPTURE.DENIED sent). */
    settle: async (captureId: string, status: "COMPLETED" | "DECLINED" = "COMPLETED") => {
      const c = captures.get(captureId);
      if (!c) throw new Error(`no capture ${captureId}`);
      if (c.status !== "PENDING") throw new Error(`capture ${captureId} is ${c.status}, not PENDING`);
      c.status = status;
      delete c.status_details;
      c.update_time = new Date().toISOString();
      return send(status === "COMPLETED" ? "PAYMENT.CAPTURE.COMPLETED" : "PAYMENT.CAPTURE.DENIED", "capture", c);
    },
    /** A refund made by the seller in PayPal's own site: recorded, and PAYMENT.CAPTURE.REFUNDED sent. Throws when refused. */
    refundFromApp: (captureId: string, amount?: Money) => {
      const reply = refund(captureId, amount ? { amount } : {});
      if (reply.status !== 201 || !("json" in reply))
        throw new Error(`refund refused: ${JSON.stringify("json" in reply ? reply.json : reply)}`);
      return reply.json as PayPalRefund;
    },
    /** Approves an order as the buyer would on the approval page; returns the address the buyer is sent back to. */
    approve: (orderId: string) => approve(orderId).returnUrl,
    /** Sends an event again, with new transmission headers (PayPal's retry or "resend"). */
    resend: (eventId: string) => {
      const known = webhooks.find((w) => w.event.id === eventId);
      if (!known) throw new Error(`no event ${eventId}`);
      return transmit(known.event);
    },
    /** Where events go from now on (the webhook address set in the dashboard). */
    setWebhookUrl: (address: string | undefined) => {
      webhookUrl = address;
    },
    /** Every access token issued stops being accepted (they expired). */
    expireTokens: () => tokens.clear(),
    failNext: (fault: Fault) => server.failNext(fault),
    orders: () => [...orders.values()].map(represent),
    captures: () => [...captures.values()],
    webhooks: () => webhooks,
  };

  const server = await serve({
    port: options.port,
    host: options.host,
    handle,
    isApi: (path) => path !== "/checkoutnow",
    serverError: () => ({
      name: "INTERNAL_SERVER_ERROR",
      message: "An internal server error has occurred.",
      debug_id: debugId(),
      links: [],
    }),
    controls: () => controls,
  });
  base = server.url;

  return {
    url: server.url,
    close: server.close,
    clientId,
    clientSecret,
    webhookId,
    /** Every request the server received (API calls and approval pages), oldest first. */
    requests: server.requests as RecordedRequest[],
    ...controls,
    /** Every webhook event transmitted, with its headers, body, the event and the site's answer. */
    webhooks,
  };
}

export type PayPalStandin = Awaited<ReturnType<typeof start>>;

const summaries: Record<string, string> = {
  "CHECKOUT.ORDER.APPROVED": "An order has been approved by buyer",
  "PAYMENT.CAPTURE.COMPLETED": "Payment completed",
  "PAYMENT.CAPTURE.PENDING": "Payment pending",
  "PAYMENT.CAPTURE.DENIED": "A payment capture was denied",
  "PAYMENT.CAPTURE.REFUNDED": "A capture payment was refunded",
};

function cents(value: string): number {
  return Math.round(Number(value) * 100);
}

/** JSON with keys in order, so an event read and sent back compares equal whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  return JSON.stringify(value);
}

runWhenMain(import.meta.url, (args) =>
  start({
    port: args.port ? Number(args.port) : undefined,
    host: args.host,
    clientId: args.clientId,
    clientSecret: args.clientSecret,
    webhookId: args.webhookId,
    webhookUrl: args.webhookUrl,
  }),
);
