// The cast button shows where the browser reports a device, says the device's state,
// and is absent otherwise. The Remote Playback API is faked at the browser level only (an init
// script replaces HTMLMediaElement.prototype.remote before the app runs); the app is untouched.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { playerBar } from './player-helpers.ts';

/** A Remote Playback API whose device list says `device`, and whose picker connects to it. */
async function fakeRemotePlayback(page: Page, device: boolean) {
  await page.addInitScript((hasDevice) => {
    const remotes = new WeakMap<HTMLMediaElement, EventTarget>();
    Object.defineProperty(HTMLMediaElement.prototype, 'remote', {
      configurable: true,
      get(this: HTMLMediaElement) {
        let remote = remotes.get(this);
        if (!remote) {
          const target = new EventTarget() as EventTarget & Record<string, unknown>;
          target.state = 'disconnected';
          target.watchAvailability = (callback: (available: boolean) => void) => {
            setTimeout(() => callback(hasDevice), 0);
            return Promise.resolve(1);
          };
          target.prompt = () => {
            target.state = 'connecting';
            target.dispatchEvent(new Event('connecting'));
            setTimeout(() => {
              target.state = 'connected';
              target.dispatchEvent(new Event('connect'));
            }, 50);
            return Promise.resolve();
          };
          remote = target;
          remotes.set(this, remote);
        }
        return remote;
      },
    });
  }, device);
}

test('a device reported by the browser: the cast button shows, opens the picker and says the device is connected', async ({ page }) => {
  await fakeRemotePlayback(page, true);
  await page.goto('/');
  const cast = playerBar(page).getByRole('button', { name: 'Diffuser sur un appareil' });
  await expect(cast).toBeVisible();
  await cast.click();
  await expect(playerBar(page).getByRole('button', { name: 'Diffusé sur un appareil : changer ou arrêter' })).toHaveAttribute('data-cast-state', 'connected');
});

test('no device: no cast button', async ({ page }) => {
  await fakeRemotePlayback(page, false);
  await page.goto('/');
  await expect(playerBar(page).getByRole('button', { name: 'Minuteur' })).toBeVisible();
  await expect(page.locator('.cast-button')).toHaveCount(0);
});

test("desktop Chromium's own API (no casting on this device): no cast button", async ({ page }) => {
  await page.goto('/');
  await expect(playerBar(page).getByRole('button', { name: 'Minuteur' })).toBeVisible();
  // Its watchAvailability refuses on desktop; the button must not appear on a later source either.
  await playerBar(page).getByRole('button', { name: 'Lecture' }).click();
  await expect(playerBar(page).getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(page.locator('.cast-button')).toHaveCount(0);
  await playerBar(page).getByRole('button', { name: 'Pause' }).click();
});
