import { chromium } from "playwright";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
for (const w of [360, 412, 768, 1024, 1280]) {
  const page = await browser.newPage({ viewport: { width: w, height: 823 } });
  await page.goto(process.argv[2]!, { waitUntil: "load" });
  const r = await page.evaluate(() => [...document.images].slice(0, 6).map((i) => `${i.currentSrc.split("/").pop()} ${Math.round(i.getBoundingClientRect().width)}x${Math.round(i.getBoundingClientRect().top)} [${i.sizes}]`));
  console.log(w, r.join(" | "));
  await page.close();
}
await browser.close();
