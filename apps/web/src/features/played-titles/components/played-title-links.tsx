import { musicSearchLinks } from '@station/shared/client';

/** Deezer, Spotify, Apple Music and YouTube Music's search for one title, in a new tab. */
export function PlayedTitleLinks({ title }: { title: string }) {
  return (
    <ul className="played-titles__links" aria-label={`Chercher « ${title} »`}>
      {musicSearchLinks(title).map((link) => (
        <li key={link.service}>
          <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={`${link.service} : chercher « ${title} »`}>
            {link.service}
          </a>
        </li>
      ))}
    </ul>
  );
}
