import { chromium } from "playwright";
const url = process.argv[2]!;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run"] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const cdp = await page.context().newCDPSession(page);
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
await cdp.send("Profiler.start");
await page.goto(url, { waitUntil: "load" });
await page.waitForSelector("html[data-hydrated]", { timeout: 10000 });
await page.waitForTimeout(1500);
const { profile } = await cdp.send("Profiler.stop") as any;
const trace = JSON.parse((await browser.stopTracing()).toString()).traceEvents as any[];
const parse = trace.find((e) => e.name === "ParseHTML" && String(e.args?.beginData?.url).startsWith(url));
const longTasks = trace.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.name === "RunTask" && e.ph === "X" && e.dur > Number(process.argv[3] ?? 8000));
const nodes = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let t = profile.startTime;
const samples: { t: number; id: number }[] = profile.samples.map((id: number, i: number) => ({ t: (t += profile.timeDeltas[i]), id }));
const isIdle = (id: number) => ["(idle)", "(program)"].includes(nodes.get(id).callFrame.functionName);
const periods = longTasks.map((task) => ({ start: task.ts, end: task.ts + task.dur, ids: samples.filter((s) => s.t >= task.ts && s.t <= task.ts + task.dur && !isIdle(s.id)).map((s) => s.id) }));
const name = (id: number) => { const f = nodes.get(id).callFrame; return `${f.functionName || "(anon)"}@${f.url.split("/").pop()}:${f.lineNumber}`; };
for (const p of periods) {
  const self = new Map<string, number>();
  const incl = new Map<string, number>();
  for (const id of p.ids) {
    self.set(name(id), (self.get(name(id)) ?? 0) + 1);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) { const n = name(cur); if (!seen.has(n)) { seen.add(n); incl.set(n, (incl.get(n) ?? 0) + 1); } }
  }
  console.log(`\n== ${((p.start - profile.startTime) / 1000).toFixed(0)} ms, ${((p.end - p.start) / 1000).toFixed(1)} ms, ${p.ids.length} samples`);
  console.log("  self:", [...self].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([n, c]) => `${n} ${c}`).join(" | "));
  console.log("  incl:", [...incl].sort((a, b) => b[1] - a[1]).filter(([n]) => !n.startsWith("(root)") && (process.env.APP ? !n.includes("entry.client") : true)).slice(0, Number(process.env.TOP ?? 14)).map(([n, c]) => `${n} ${c}`).join(" | "));
}
await browser.close();
