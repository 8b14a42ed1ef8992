import { describe, expect, it } from "vitest";
import { chatLink, defaultBusinessDetails, missingForLaunch } from "../site/business-details.ts";
import { businessSchema } from "./schema.ts";

const valid = {
  ...defaultBusinessDetails,
  whatsapp: "+54 9 294 412-3456",
  email: "hola@barilochevertical.com.ar",
  instagram: "https://www.instagram.com/barilochevertical",
  facebook: "https://www.facebook.com/barilochevertical",
  paymentTransfer: "https://www.paypal.com/paypalme/barilochevertical",
  paymentLocal: "https://link.mercadopago.com.ar/barilochevertical",
};

describe("the business details schema", () => {
  it("keeps a phone number in E.164, whatever spacing it was written with", () => {
    const result = businessSchema.validate(valid);
    expect(result.ok && result.values.whatsapp).toBe("+5492944123456");
  });

  it("reads a number, a link and bank details as an Argentine owner writes them", () => {
    const result = businessSchema.validate({
      ...valid,
      whatsapp: "0294 15 412-3456",
      paymentTransfer: "paypal.me/tunombre",
      paymentLocal: "mpago.la/2abc",
      instagram: "@barilochevertical",
      bankHolder: "Juana Pérez",
      bankAccount: "2850590940090418135201",
      bankCuit: "20123456786",
    });
    expect(result.ok && result.values).toMatchObject({
      whatsapp: "+5492944123456",
      paymentTransfer: "https://paypal.me/tunombre",
      paymentLocal: "https://mpago.la/2abc",
      instagram: "https://www.instagram.com/barilochevertical",
      bankHolder: "Juana Pérez",
      bankAccount: "2850590940090418135201",
      bankCuit: "20-12345678-6",
    });
  });

  it("gives every field's error at once", () => {
    expect(businessSchema.validate({ ...valid, whatsapp: "llamanos", bankAccount: "2850590940090418135202", bankCuit: "20-1" })).toEqual({
      ok: false,
      errors: { whatsapp: "phone", bankAccount: "cbu", bankCuit: "cuit" },
    });
  });

  it.each(["+0 294 412 3456", "+54 294", "+54 9 294 412 3456 7890 12", "call us"])("refuses %s as a WhatsApp number", (whatsapp) => {
    expect(businessSchema.validate({ ...valid, whatsapp })).toEqual({ ok: false, errors: { whatsapp: "phone" } });
  });

  it("takes payment links only on the provider's own site, over https", () => {
    for (const paymentTransfer of ["https://paypal.me/bv", "https://www.paypal.com/paypalme/bv"]) {
      expect(businessSchema.validate({ ...valid, paymentTransfer }).ok).toBe(true);
    }
    for (const paymentLocal of ["https://mpago.la/2abc", "https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=1"]) {
      expect(businessSchema.validate({ ...valid, paymentLocal }).ok).toBe(true);
    }
    expect(businessSchema.validate({ ...valid, paymentTransfer: "https://paypal.com.evil.example/bv" })).toEqual({
      ok: false,
      errors: { paymentTransfer: "host" },
    });
    expect(businessSchema.validate({ ...valid, paymentTransfer: "https://notpaypal.com/bv" })).toEqual({
      ok: false,
      errors: { paymentTransfer: "host" },
    });
    // The provider's own site is served over https, whatever was copied.
    const upgraded = businessSchema.validate({ ...valid, paymentLocal: "http://mpago.la/2abc" });
    expect(upgraded.ok && upgraded.values.paymentLocal).toBe("https://mpago.la/2abc");
    expect(businessSchema.validate({ ...valid, paymentLocal: "http://example.com/2abc" })).toEqual({
      ok: false,
      errors: { paymentLocal: "https" },
    });
    expect(businessSchema.validate({ ...valid, paymentLocal: "https://user@mpago.la/2abc" })).toEqual({
      ok: false,
      errors: { paymentLocal: "https" },
    });
    expect(businessSchema.validate({ ...valid, instagram: "javascript:alert(1)" })).toEqual({ ok: false, errors: { instagram: "https" } });
    expect(businessSchema.validate({ ...valid, facebook: "https://www.instagram.com/bv" })).toEqual({
      ok: false,
      errors: { facebook: "host" },
    });
  });

  it("checks the email, the analytics id and the hours", () => {
    expect(businessSchema.validate({ ...valid, email: "hola" })).toEqual({ ok: false, errors: { email: "email" } });
    expect(businessSchema.validate({ ...valid, gaMeasurementId: "UA-1234" })).toEqual({
      ok: false,
      errors: { gaMeasurementId: "analytics-id" },
    });
    expect(businessSchema.validate({ ...valid, opens: "8:00" })).toEqual({ ok: false, errors: { opens: "time" } });
    expect(businessSchema.validate({ ...valid, opens: "20:00", closes: "08:00" })).toEqual({
      ok: false,
      errors: { closes: "hours-order" },
    });
    expect(businessSchema.validate({ ...valid, name: " " })).toEqual({ ok: false, errors: { name: "required" } });
  });

  it("lets any channel be empty: it is then what is left to set", () => {
    const result = businessSchema.validate(defaultBusinessDetails);
    expect(result.ok).toBe(true);
    expect(missingForLaunch(defaultBusinessDetails)).toEqual([
      "whatsapp",
      "email",
      "street",
      "postalCode",
      "instagram",
      "facebook",
      "paymentTransfer",
      "paymentLocal",
    ]);
    expect(missingForLaunch({ ...defaultBusinessDetails, ...valid, street: "Mitre 123", postalCode: "R8400" })).toEqual([]);
  });

  it("builds no chat link without a number", () => {
    expect(chatLink("")).toBeUndefined();
    expect(chatLink("+5492944123456", "Hola & chau")).toBe("https://wa.me/5492944123456?text=Hola%20%26%20chau");
  });
});
