import type { Soumission } from '@station/shared';
import { useEffect, useState } from 'react';
import { GENRE_LOOKS, GENRE_ROTATION_MS } from '../genres.ts';
import '../contests.css';

/** Rotating genre backgrounds, and the counters of participants and total votes. */
export function ContestHero({ entries, children }: { entries: Soumission[]; children?: React.ReactNode }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % GENRE_LOOKS.length), GENRE_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, []);
  const participants = new Set(entries.map((entry) => entry.talon_id)).size;
  const votes = entries.reduce((sum, entry) => sum + entry.total_votes, 0);
  const genre = GENRE_LOOKS[index]!;
  return (
    <section className="contest-hero" aria-labelledby="contest-title">
      {GENRE_LOOKS.map((look, position) => (
        <div key={look.value} className={`contest-hero__bg${position === index ? ' is-current' : ''}`} style={{ backgroundImage: `url(${look.image})` }} aria-hidden="true" />
      ))}
      <div className="contest-hero__content">
        <p className="contest-hero__genre" aria-live="off">
          {genre.label}
        </p>
        <h1 id="contest-title">Concours de Talents</h1>
        <p className="contest-hero__lead">Présentez votre musique, faites voter le public, montez sur le podium.</p>
        <dl className="contest-hero__counters">
          <div>
            <dt>Participants</dt>
            <dd data-testid="participants-count">{participants}</dd>
          </div>
          <div>
            <dt>Votes au total</dt>
            <dd data-testid="votes-count">{votes}</dd>
          </div>
        </dl>
        {children}
      </div>
    </section>
  );
}
