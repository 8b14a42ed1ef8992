/**
 * The workspace's English names things as the public English does (docs/glossary.md): what the
 * traveller reads as a booking's "Status" is its status in the workspace too.
 */
import { describe, expect, it } from "vitest";
import { bookingPageTexts } from "../i18n/page/index.ts";
import { bookingTexts } from "../i18n/index.ts";
import { workspaceTexts } from "../../workspace/i18n/index.ts";

describe("the workspace's English", () => {
  const ws = workspaceTexts.en;
  it("labels a status as the booking page does", () => {
    const status = bookingPageTexts.en.state;
    expect(status).toBe("Status");
    expect([ws.requests.state, ws.requests.stateTitle, ws.message.state, ws.message.stateTitle, ws.payments.state]).toEqual(
      Array(5).fill(status),
    );
    expect([ws.history.fields.status, ws.history.fields.state]).toEqual([status, status]);
  });

  it("names the rental equipment as the request form does", () => {
    expect(ws.requests.gear).toBe(bookingTexts.en.summary.gear);
  });
});
