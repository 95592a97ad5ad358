import type { RegistrationCategory } from '@station/shared';
import { REGISTRATION_CATEGORIES } from '@station/shared/client';

// The contest page rotates across 6 genres every 5 s; the registration form takes the
// chosen category's background and colour. Artwork shipped with the app.
export const GENRE_ROTATION_MS = 5000;

const COLOURS: Record<RegistrationCategory, string> = {
  pop: '#ff3d9a',
  rock: '#ff5a4f',
  rap: '#f5a623',
  rb: '#c471f5',
  electronic: '#22c8ff',
  other: '#2fd59a',
};

export const GENRE_LOOKS = REGISTRATION_CATEGORIES.map((category) => ({
  ...category,
  image: `/contest/genre-${category.value}.svg`,
  colour: COLOURS[category.value],
}));

export const genreLook = (value: RegistrationCategory) => GENRE_LOOKS.find((look) => look.value === value) ?? GENRE_LOOKS[0]!;
