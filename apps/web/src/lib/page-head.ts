// Document titles: '<page> · <station name>'. The root route's loader data is the station's config.
interface HeadContext {
  matches: ReadonlyArray<{ loaderData?: unknown }>;
}

export const pageHead =
  (title: string) =>
  ({ matches }: HeadContext) => {
    const stationName = (matches[0]?.loaderData as { name?: string } | undefined)?.name;
    return { meta: [{ title: stationName ? `${title} · ${stationName}` : title }] };
  };
