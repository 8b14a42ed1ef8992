import { expect, test, type Locator, type Page } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "../../app/speed/deferred-hydration.ts";

/** Collects console errors and uncaught exceptions of a page (hydration mismatches log errors). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Resolves once React has hydrated the page (the root marks `<html data-hydrated>`). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: "attached" });
}

/**
 * What Chromium exposes to assistive technology for the first element `selector` matches: its
 * role, accessible name and expanded state (read from its accessibility tree, so a platform
 * element such as `<summary>` or a popover's button counts as the browser exposes it).
 */
export async function accessibleNode(page: Page, selector: string): Promise<{ role?: string; name?: string; expanded?: boolean }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send("Runtime.evaluate", { expression: `document.querySelector(${JSON.stringify(selector)})` });
    if (!result.objectId) throw new Error(`No element matches ${selector}`);
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { objectId: result.objectId, fetchRelatives: false });
    const node = nodes[0]!;
    const expanded = node.properties?.find((property) => property.name === "expanded")?.value.value as boolean | undefined;
    return { role: node.role?.value as string | undefined, name: node.name?.value as string | undefined, expanded };
  } finally {
    await cdp.detach();
  }
}

/** Starts recording layout shifts; call before navigation. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    const moved: string[] = [];
    Object.assign(window, { __shifts: shifts, __moved: moved });
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] }>) {
        if (entry.hadRecentInput) continue;
        shifts.push(entry.value);
        // What moved, for the failure message: element, class, from and to.
        for (const source of entry.sources ?? []) {
          const element = source.node instanceof Element ? source.node : source.node?.parentElement;
          const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
          moved.push(
            `${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${element?.tagName ?? "?"}.${element?.className ?? ""} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`,
          );
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/**
 * Waits until what hydration changed has been laid out, painted and reported: the fonts are
 * ready, two frames have been drawn since, and the layout-shift observer's callbacks (a task
 * queued after the frame) have run.
 */
export async function afterPaint(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve));
  });
}

/** Waits for the page's next frame: a finger's moves come one frame apart. */
export async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

/** The cumulative layout shift recorded since navigation. */
export async function layoutShift(page: Page): Promise<number> {
  const { total, moved } = await page.evaluate(() => {
    const { __shifts, __moved } = window as unknown as { __shifts: number[]; __moved: string[] };
    return { total: __shifts.reduce((sum, value) => sum + value, 0), moved: __moved };
  });
  if (moved.length > 0) test.info().annotations.push({ type: "layout shift", description: moved.join("\n") });
  if (total >= 0.01) console.log(`Layout shift ${total.toFixed(3)} on ${page.url()}:\n${moved.join("\n")}`);
  return total;
}

/** The labels ("n of 9") of the carousel's slides whose card lies fully inside the viewport, left to right. */
export async function visibleSlides(page: Page): Promise<string[]> {
  return page.locator(".carousel").evaluate((root) => {
    const view = root.querySelector(".carousel__viewport")!.getBoundingClientRect();
    return [...root.querySelectorAll<HTMLElement>(".carousel__slide")]
      .map((slide) => ({ slide, box: slide.querySelector("article")!.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.left >= view.left - 2 && box.right <= view.right + 2)
      .sort((a, b) => a.box.left - b.box.left)
      .map(({ slide }) => slide.getAttribute("aria-label") ?? "");
  });
}

/** Waits until the carousel shows exactly these slides (it animates for about half a second). */
export async function expectVisibleSlides(page: Page, labels: string[]): Promise<void> {
  await expect.poll(() => visibleSlides(page), { timeout: 3_000 }).toEqual(labels);
}

/** How many pixels the page can scroll sideways (0 when nothing sticks out). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * A mouse click at the middle of an element where it is on screen now: a locator's click would
 * first scroll it "into view", and Chromium scrolls the page even for one in a sticky header.
 */
export async function clickInPlace(page: Page, element: Locator): Promise<void> {
  const box = (await element.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * The texts among these elements that do not fit their box (cut off or running over its edge), or
 * that run past the right edge of their `within` ancestor: words too long for a narrow phone.
 */
export async function textsNotFitting(page: Page, selector: string, within?: string): Promise<string[]> {
  return page.locator(selector).evaluateAll(
    (elements, ancestor) =>
      elements
        .filter((element) => {
          const box = ancestor ? element.closest(ancestor)?.getBoundingClientRect() : undefined;
          return (
            element.scrollWidth > element.clientWidth + 1 || (box !== undefined && element.getBoundingClientRect().right > box.right + 1)
          );
        })
        .map((element) => element.textContent?.trim() ?? ""),
    within,
  );
}

/**
 * The visible controls of the forms matching `selector`: whether each is under 44 px tall (a radio
 * or a checkbox is measured by its label, the target a finger gets) and whether it is drawn like
 * the site's text fields (their border colour, not the browser's own grey).
 */
export async function controlBoxes(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((forms) =>
    forms.flatMap((form) =>
      [...form.querySelectorAll<HTMLElement>("input:not([type=hidden]), select, textarea, button")]
        .filter((control) => control.checkVisibility() && !control.closest("[aria-hidden=true], .hp-field, [hidden]"))
        .map((control) => {
          const choice = control instanceof HTMLInputElement && (control.type === "radio" || control.type === "checkbox");
          const target = choice ? (control.closest("label") ?? control) : control;
          const style = getComputedStyle(control);
          const textLike = !choice && control.tagName !== "BUTTON" && !(control instanceof HTMLInputElement && control.type === "file");
          return {
            name: `${control.tagName.toLowerCase()}[name=${control.getAttribute("name")}] ${target.getBoundingClientRect().height}px`,
            short: target.getBoundingClientRect().height < 44,
            styled: !textLike || style.borderTopColor === "rgb(91, 107, 136)",
          };
        }),
    ),
  );
}
