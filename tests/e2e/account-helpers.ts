// Signing in and out through the header, as a listener would.
import { type Page, expect } from '@playwright/test';

export const ADMIN = { email: 'admin@radio-live.fr', password: 'admin-demo-2026' };
export const DEMO_PASSWORD = 'demo-2026';

/** A fresh address per run: the e2e database lives as long as the server, across spec files. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e4)}@example.org`;

export async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Connexion' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function loginThroughModal(page: Page, email: string, password: string) {
  const dialog = await openLogin(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(dialog).toBeHidden();
}

export async function logoutThroughMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: /^Mon compte/ }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Connexion' })).toBeVisible();
}

/** Marks the document: if the page reloads, the mark is gone. */
export const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
export const isSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
