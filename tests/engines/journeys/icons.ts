// The icons are drawn from one sprite (/assets/icons-<hash>.svg, through <use>): waits until every icon the
// listener can see has its drawing, and names those still blank when time runs out.
import type { Page } from '../engine.ts';

/** In the page: true once every visible icon is drawn; with `report`, the classes of the blank ones. */
function iconsDrawn(report: boolean): boolean | string {
  const visible = [...document.querySelectorAll('svg.lucide')].filter((icon) => icon.getBoundingClientRect().width > 0);
  const blank = visible.filter((icon) => !(icon.querySelector('use') as SVGUseElement | null)?.getBBox().width);
  if (report) return `${visible.length} visible, blank: ${blank.map((icon) => icon.getAttribute('class')).join(', ') || 'none'}`;
  return visible.length > 0 && blank.length === 0;
}

export async function waitIconsDrawn(page: Page, where: string) {
  await page.waitFor(`the icons of ${where} drawn`, iconsDrawn, [false], 15_000).catch(async (error: Error) => {
    throw new Error(`${error.message}; ${await page.eval(iconsDrawn, true)}`);
  });
}
