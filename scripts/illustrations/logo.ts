/**
 * The brand mark: two granite peaks inside a rope ring. Bold shapes so it reads at 32 px,
 * rope twist and summit route for detail at 200 px. Designed for a dark background.
 */
import { type Doc, el } from "./lib.ts";

export function logo(doc: Doc): void {
  const sky = doc.vgrad(
    [
      [0, "#1e3a5f"],
      [1, "#0b1628"],
    ],
    20,
    236,
  );
  const inner = "M128 14a114 114 0 1 0 0.01 0z";
  doc.add(el("circle", { cx: 128, cy: 128, r: 114, fill: sky }));
  doc.add(`<g clip-path="${doc.clip(inner)}">`);
  // sun behind the peaks
  doc.add(el("circle", { cx: 170, cy: 92, r: 20, fill: "#f59e0b" }));
  // back peak (glacier blue)
  doc.add(el("path", { d: "M96 200L170 104L250 200Z", fill: "#38bdf8" }));
  doc.add(el("path", { d: "M170 104L250 200H182L178 160Z", fill: "#0284c7" }));
  // main peak: lit face, shade face, snow cap
  doc.add(el("path", { d: "M0 212L106 56L212 212Z", fill: "#e2e8f0" }));
  doc.add(el("path", { d: "M106 56L212 212H118L124 150L104 112Z", fill: "#94a3b8" }));
  doc.add(el("path", { d: "M106 56L136 100L122 96L112 108L100 96L84 108L82 90Z", fill: "#ffffff" }));
  // ground
  doc.add(el("path", { d: "M0 200Q128 186 256 200V256H0Z", fill: "#0b1628" }));
  // summit route: the rope line up the face
  doc.add(
    el("path", {
      d: "M52 214C70 196 96 192 92 170C88 150 110 140 108 120C106 104 104 84 106 60",
      fill: "none",
      stroke: "#f59e0b",
      "stroke-width": 7,
      "stroke-linecap": "round",
    }),
  );
  doc.add("</g>");
  // rope ring
  doc.add(el("circle", { cx: 128, cy: 128, r: 116, fill: "none", stroke: "#f59e0b", "stroke-width": 16 }));
  // rope twist: short diagonal strands around the ring
  let twist = "";
  const count = 44;
  for (let k = 0; k < count; k++) {
    const a = (k / count) * Math.PI * 2;
    const d = 0.05;
    const x1 = 128 + 109 * Math.cos(a - d);
    const y1 = 128 + 109 * Math.sin(a - d);
    const x2 = 128 + 123 * Math.cos(a + d);
    const y2 = 128 + 123 * Math.sin(a + d);
    twist += `M${x1.toFixed(1)} ${y1.toFixed(1)}L${x2.toFixed(1)} ${y2.toFixed(1)}`;
  }
  doc.add(el("path", { d: twist, stroke: "#b45309", "stroke-width": 3, "stroke-linecap": "round" }));
}
