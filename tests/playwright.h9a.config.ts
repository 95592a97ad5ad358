import base from './playwright.config.ts';
export default { ...base, webServer: { ...(base.webServer as object), timeout: 240_000 } };
