// The public pages the server renders (their HTML carries their content). The API renders
// exactly these; the service worker asks the network for these first and answers every other
// navigation with the app's shell at once.
export const SERVER_RENDERED_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/actualites$/,
  /^\/actualites\/\d{1,9}$/,
  /^\/actualites\/concours$/,
  /^\/actualites\/concours\/\d{1,9}$/,
  /^\/emissions$/,
  /^\/mixes$/,
  /^\/weekly-mixes$/,
  /^\/animateurs$/,
  /^\/programme-calendrier$/,
  /^\/concours-talents$/,
  /^\/talent\/\d{1,9}$/,
  /^\/a-propos$/,
];

export const isServerRenderedPage = (pathname: string) => SERVER_RENDERED_PAGES.some((page) => page.test(pathname));
