// Toasts in e2e journeys. Toasts pause while the pointer rests on them (react-hot-toast's behaviour), and a
// toast that slides under a still pointer keeps the whole stack paused; a short toast can also come and go
// while a test is busy with API checks. These helpers make both deterministic.
import type { Page } from 'playwright-core';

const TOAST_SELECTOR = '[role="status"][aria-live]';

/**
 * Moves the pointer off every toast (as a person would before tapping under them) and waits until no toast is
 * left. On a timeout the error names the toasts still shown, so a failure says what stayed.
 */
export async function waitForToastsToClear(page: Page, timeout = 30_000): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 360, height: 740 };
  await page.mouse.move(viewport.width / 2, 40, { steps: 2 });
  await page.mouse.move(1, viewport.height - 1, { steps: 4 });
  try {
    await page.waitForFunction((selector) => !document.querySelector(selector), TOAST_SELECTOR, { timeout });
  } catch (error) {
    const left = await page.locator(TOAST_SELECTOR).allTextContents();
    throw new Error(`Toasts still shown after ${timeout} ms: ${JSON.stringify(left)}`, { cause: error });
  }
}

/**
 * Starts recording the text of every toast the page shows from now on, so a test can check afterwards that a
 * short-lived toast appeared even if it is gone by the time the test looks.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.evaluate((selector) => {
    const seen: string[] = [];
    (window as unknown as { __toastsSeen: string[] }).__toastsSeen = seen;
    const collect = () => {
      for (const node of Array.from(document.querySelectorAll(selector))) {
        const text = node.textContent ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(collect).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    collect();
  }, TOAST_SELECTOR);
}

/** The toasts seen since `recordToasts`, oldest first. */
export async function toastsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __toastsSeen?: string[] }).__toastsSeen ?? []);
}
